/** /console: the signed-in system user's role, what it may do, and the pages it opens. */
import { PERMISSIONS, SYS_ROLE_NAMES } from '@common/console-vocab';
import { Card, Empty, Tag } from 'antd';
import { Link } from 'react-router';
import { consoleNav, consolePagePath } from '~/console/console-nav';
import { useConsoleUser } from '~/console/console-user';
import type { Route } from './+types/console-home';

export const meta: Route.MetaFunction = () => [{ title: '首页 - 研社管理后台' }];

/** What each permission lets a system user do, as the home page lists it. */
const PERMISSION_NAMES: Record<(typeof PERMISSIONS)[number], string> = {
  'sysuser.manage': '管理系统用户',
  'audit.read': '查看操作日志',
  'review.manage': '内容审核',
  'member.ban': '封禁会员',
  'words.manage': '敏感词',
  'site.manage': '轮播图与公告链接',
  'action.manage': '异动',
  'timeline.manage': '时间轴',
  'industry.manage': '产业库',
  'announcement.manage': '公告与互动易',
  'opinion.manage': '每日观点投票',
  'competition.manage': '实盘大赛',
  'broker.manage': '券商开户',
  'config.manage': '站点配置与页面',
};

export default function ConsoleHome() {
  const me = useConsoleUser();
  if (!me) return null;
  const nav = consoleNav(me.role);
  return (
    <>
      <h1 className="console-page-title">欢迎，{me.nickname || me.username}</h1>
      <Card className="console-role" title="我的角色">
        <p>
          <Tag color="blue">{SYS_ROLE_NAMES[me.role]}</Tag>
        </p>
        <p>
          可以：
          {PERMISSIONS.filter((p) => me.permissions.includes(p)).map((p) => (
            <Tag key={p}>{PERMISSION_NAMES[p]}</Tag>
          ))}
        </p>
      </Card>
      {nav.length === 0 ? (
        <Empty description="暂无可用的功能" />
      ) : (
        nav.map((g) => (
          <Card key={g.group} title={g.group} className="console-home-group" style={{ marginTop: 16 }}>
            {g.pages.map((p) => (
              <Link key={p.id} to={consolePagePath(p)} style={{ marginRight: 24 }}>
                {p.label}
              </Link>
            ))}
          </Card>
        ))
      )}
    </>
  );
}
