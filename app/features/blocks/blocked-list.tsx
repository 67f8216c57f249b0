/** /mine/black: the members the viewer blocked, newest first, each with 移出黑名单 (SPEC §2). */
import { Avatar, Button, Empty, List, Pagination } from 'antd';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useFeedback } from '~/components/feedback';
import { userHomePath } from '~/features/post-list/author-link';
import { useSubmit } from '~/lib/use-submit';
import type { BlockedUser } from '../../../server/modules/block/block.service';
import { unblockUser } from './blocks-api';
import './blocked-list.css';

export function BlockedList({
  users,
  page,
  pageSize,
  total,
}: {
  users: BlockedUser[];
  page: number;
  pageSize: number;
  total: number;
}) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const unblock = useSubmit(async (userId: number) => {
    await unblockUser(userId);
    message.success('已移出黑名单');
    // The last one on a later page: go back one page.
    if (users.length === 1 && page > 1) navigate(`/mine/black?page=${page - 1}`);
    else await revalidator.revalidate();
  });

  return (
    <section className="panel blocked-list">
      <h1>黑名单</h1>
      <p className="blocked-list-hint">被拉黑的用户无法给你发私信、评论你的帖子或回复你。</p>
      {users.length === 0 ? (
        <Empty description="黑名单为空" />
      ) : (
        <List
          dataSource={users}
          renderItem={(u) => (
            <List.Item
              key={u.user_id}
              actions={[
                <Button
                  key="unblock"
                  size="small"
                  loading={unblock.pending}
                  onClick={() => unblock.submit(u.user_id)}
                >
                  移出黑名单
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<Avatar src={u.avatar || undefined}>{u.nickname.slice(0, 1)}</Avatar>}
                title={<Link to={userHomePath(u.user_id)}>{u.nickname}</Link>}
                description={`拉黑于 ${u.create_time.slice(0, 16)}`}
              />
            </List.Item>
          )}
        />
      )}
      {total > pageSize && (
        <Pagination
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={(next) => navigate(`/mine/black?page=${next}`)}
        />
      )}
    </section>
  );
}
