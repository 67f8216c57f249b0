/**
 * 更多 under a post on a phone: 举报 for a reader, 编辑 and 删除 for its author (the desktop's
 * AuthorActions, article-parts.tsx). Loaded when first opened.
 */
import ActionSheet, { type Action } from 'antd-mobile/es/components/action-sheet';
import { useNavigate } from 'react-router';
import { modifyPath } from '~/features/editor/drafts';
import { deletePost } from '~/features/member/member-api';
import { centrePath } from '~/h5/mine/centre-pages';
import { deleteConfirmed } from '~/h5/mine/confirm-delete';

type MoreAction = 'report' | 'edit' | 'delete';

const READER_ACTIONS: Action[] = [{ key: 'report', text: '举报' }];
const AUTHOR_ACTIONS: Action[] = [
  { key: 'edit', text: '编辑' },
  { key: 'delete', text: '删除', danger: true },
];

export function MoreSheet({
  open,
  own,
  articleId,
  onReport,
  onClose,
}: {
  open: boolean;
  own: boolean;
  articleId: string;
  onReport: () => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();

  const remove = async () => {
    if (!(await deleteConfirmed(() => deletePost(articleId)))) return;
    // Where the desktop lands, on the phone: the member's own posts. The post is gone: Back must not lead
    // to its 404.
    navigate(centrePath('article'), { replace: true });
  };

  const act = ({ key }: Action) => {
    onClose();
    const action = key as MoreAction;
    if (action === 'report') onReport();
    // The desktop editor, as the desktop page and the centre's list link it.
    else if (action === 'edit') navigate(modifyPath(articleId));
    else void remove();
  };

  return (
    <ActionSheet
      visible={open}
      actions={own ? AUTHOR_ACTIONS : READER_ACTIONS}
      cancelText="取消"
      onAction={act}
      onClose={onClose}
    />
  );
}
