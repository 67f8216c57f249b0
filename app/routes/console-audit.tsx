/** /console/audit: every console write, newest first, filtered by actor and action. Admins only. */
import type { AuditItem } from '@common/sysuser';
import { Button, Form, Input, Table } from 'antd';
import { useNavigate } from 'react-router';
import { requireConsole } from '~/console/console-session.server';
import type { Route } from './+types/console-audit';

const PAGE_SIZE = 20;

export async function loader(args: Route.LoaderArgs) {
  await requireConsole(args, 'audit.read');
  const query = new URL(args.request.url).searchParams;
  const actor = (query.get('actor') ?? '').trim().slice(0, 64);
  const action = (query.get('action') ?? '').trim().slice(0, 64);
  const page = Math.min(1000, Math.max(1, Math.trunc(Number(query.get('page'))) || 1));
  const list = await args.context.services.sysUsers.auditLog({
    actor,
    action,
    start: page,
    limit: PAGE_SIZE,
  });
  return { actor, action, page, list };
}

export const meta: Route.MetaFunction = () => [{ title: '操作日志 - 研社管理后台' }];

/** The system-user actions by name; other modules' actions show as recorded (`<domain>.<verb>`). */
const ACTION_NAMES: Record<string, string> = {
  'sysuser.login': '登录',
  'sysuser.add': '添加系统用户',
  'sysuser.update': '修改系统用户',
  'sysuser.delete': '删除系统用户',
  'sysuser.password': '修改自己的密码',
};

export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  const { actor, action, page, list } = loaderData;
  const navigate = useNavigate();
  const go = (next: { actor: string; action: string; page: number }) => {
    const q = new URLSearchParams();
    if (next.actor) q.set('actor', next.actor);
    if (next.action) q.set('action', next.action);
    if (next.page > 1) q.set('page', String(next.page));
    navigate(`?${q}`);
  };
  return (
    <>
      <h1 className="console-page-title">操作日志</h1>
      <Form
        layout="inline"
        className="console-toolbar"
        initialValues={{ actor, action }}
        onFinish={(v: { actor?: string; action?: string }) =>
          go({ actor: (v.actor ?? '').trim(), action: (v.action ?? '').trim(), page: 1 })
        }
      >
        <Form.Item label="操作人" name="actor">
          <Input placeholder="用户名" allowClear />
        </Form.Item>
        <Form.Item label="操作" name="action">
          <Input placeholder="如 sysuser.add" allowClear />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          筛选
        </Button>
      </Form>
      <Table<AuditItem>
        rowKey="id"
        dataSource={list.result}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.totalCount,
          showSizeChanger: false,
          onChange: (p) => go({ actor, action, page: p }),
        }}
        columns={[
          { title: '时间', dataIndex: 'create_time', width: 170 },
          { title: '操作人', dataIndex: 'actor' },
          {
            title: '操作',
            dataIndex: 'action',
            render: (a: string) => (ACTION_NAMES[a] ? `${ACTION_NAMES[a]}（${a}）` : a),
          },
          { title: '对象', key: 'target', render: (_: unknown, e) => `${e.target_type} #${e.target_id}` },
          {
            title: '详情',
            dataIndex: 'detail',
            render: (d: AuditItem['detail']) =>
              Object.keys(d).length > 0 ? <div className="console-detail">{JSON.stringify(d)}</div> : null,
          },
          { title: 'IP', dataIndex: 'ip' },
        ]}
      />
    </>
  );
}
