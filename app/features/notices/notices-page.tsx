/** /agree/me: notices by type, with unread counts per tab and 清空 (SPEC §2, §3). */
import { formatRelative } from '@common/format';
import { Avatar, Badge, Button, Empty, List, Pagination } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useFeedback } from '~/components/feedback';
import { LoginNeeded } from '~/features/editor/login-needed';
import { userHomePath } from '~/features/post-list/author-link';
import { useArticlePath } from '~/features/post-list/post-card';
import { ApiError } from '~/lib/api';
import { NOTICE_TABS, NOTICES_PAGE_SIZE, noticesPath } from './notice-tabs';
import { emptyNotices, markNoticesRead } from './notices-api';
import type { NoticesData } from './notices-loader.server';
import './notices.css';

type MemberData = Extract<NoticesData, { member: true }>;
type Tab = (typeof NOTICE_TABS)[number];

const unreadIn = (tab: Tab, counts: MemberData['counts']) =>
  tab.types.reduce((n, t) => n + (counts.types[t] ?? 0), 0);

/** Marks the shown tab read once its first page shows: by a signed call, never by the page's GET. */
function useMarkRead({ type, page, counts }: MemberData) {
  const tab = NOTICE_TABS.find((t) => t.type === type);
  const unread = tab ? unreadIn(tab, counts) : 0;
  useEffect(() => {
    if (page === 1 && unread > 0) markNoticesRead(type).catch(() => {});
  }, [type, page, unread]);
}

function NoticeList({ data }: { data: MemberData }) {
  const navigate = useNavigate();
  const articlePath = useArticlePath();
  const { list, page, type } = data;
  if (list.result.length === 0) return <Empty description="暂无通知" />;
  return (
    <>
      <List
        dataSource={list.result}
        renderItem={(n) => (
          <List.Item key={n.notice_id} className={n.unread ? 'notice unread' : 'notice'}>
            <List.Item.Meta
              avatar={
                n.actor ? (
                  <Link to={userHomePath(n.actor.user_id)}>
                    <Avatar src={n.actor.avatar || undefined}>{n.actor.nickname.slice(0, 1)}</Avatar>
                  </Link>
                ) : (
                  <Avatar>研</Avatar>
                )
              }
              title={
                <span className="notice-title">
                  {n.title}
                  <time>{formatRelative(n.create_time)}</time>
                </span>
              }
              description={
                <>
                  {n.content && <p className="notice-content">{n.content}</p>}
                  {n.article_id && (
                    <Link className="notice-article" to={articlePath(n.article_id)}>
                      {n.article_title || '查看文章'}
                    </Link>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
      {list.totalCount > NOTICES_PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={NOTICES_PAGE_SIZE}
          total={list.totalCount}
          showSizeChanger={false}
          onChange={(next) => navigate(`${noticesPath(type)}&page=${next}`)}
        />
      )}
    </>
  );
}

function MemberNotices({ data }: { data: MemberData }) {
  const { modal, message } = useFeedback();
  const revalidator = useRevalidator();
  useMarkRead(data);
  const confirmEmpty = () =>
    modal.confirm({
      title: '提示',
      content: '确定删除?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await emptyNotices(data.type);
          message.success('已清空');
          await revalidator.revalidate();
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
      },
    });
  return (
    <section className="panel notices-page">
      <header className="notices-head">
        <nav className="section-tabs" aria-label="通知类型">
          {NOTICE_TABS.map((tab) => (
            <Link
              key={tab.type}
              to={noticesPath(tab.type)}
              className={tab.type === data.type ? 'active' : undefined}
              aria-current={tab.type === data.type ? 'page' : undefined}
            >
              <Badge
                count={tab.type === data.type ? 0 : unreadIn(tab, data.counts)}
                size="small"
                offset={[6, -2]}
              >
                {tab.label}
              </Badge>
            </Link>
          ))}
        </nav>
        <Button size="small" onClick={confirmEmpty} disabled={data.list.totalCount === 0}>
          清空
        </Button>
      </header>
      <NoticeList data={data} />
    </section>
  );
}

export function NoticesPage({ data }: { data: NoticesData }) {
  if (!data.member) return <LoginNeeded title="登录后查看通知" />;
  return <MemberNotices key={`${data.type}:${data.page}`} data={data} />;
}
