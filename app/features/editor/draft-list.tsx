/** /mine/draft: the member's drafts, with 继续编辑 and 删除 (confirm '确定删除?' titled 提示, SPEC §8). */
import type { PostType } from '@common/post';
import { POST_TYPE_LABEL } from '@common/post-vocab';
import { Button, Empty, List, Pagination } from 'antd';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { DELETE_CONFIRM } from '~/components/delete-confirm';
import { useFeedback } from '~/components/feedback';
import { ApiError } from '~/lib/api';
import { continueUrl, draftTitle } from './drafts';
import { deleteDraft } from './editor-api';
import type { StoredPost } from './post-form';
import './editor.css';

export function DraftList({
  drafts,
  page,
  pageSize,
  total,
}: {
  drafts: StoredPost[];
  page: number;
  pageSize: number;
  total: number;
}) {
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const confirmDelete = (draft: StoredPost) =>
    modal.confirm({
      ...DELETE_CONFIRM,
      onOk: async () => {
        try {
          await deleteDraft(draft.article_id);
          message.success('删除成功');
          // The last draft of a later page: go back one page.
          if (drafts.length === 1 && page > 1) navigate(`/mine/draft?page=${page - 1}`);
          else await revalidator.revalidate();
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
      },
    });

  return (
    <section className="draft-list panel">
      <h1>草稿箱</h1>
      {drafts.length === 0 ? (
        <Empty description="暂无草稿" />
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={drafts}
          renderItem={(draft) => (
            <List.Item
              key={draft.article_id}
              actions={[
                <Link key="edit" to={continueUrl(draft)}>
                  继续编辑
                </Link>,
                <Button key="delete" type="link" danger size="small" onClick={() => confirmDelete(draft)}>
                  删除
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Link className="draft-item-title" to={continueUrl(draft)}>
                    {draftTitle(draft)}
                  </Link>
                }
                description={
                  <span className="draft-item-meta">
                    {POST_TYPE_LABEL[draft.type as PostType] ?? ''} · 创建于 {draft.create_time.slice(0, 16)}
                  </span>
                }
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
          onChange={(next) => navigate(`/mine/draft?page=${next}`)}
          style={{ marginTop: 16, textAlign: 'right' }}
        />
      )}
    </section>
  );
}
