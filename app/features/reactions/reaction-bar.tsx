import {
  DislikeFilled,
  DislikeOutlined,
  LikeFilled,
  LikeOutlined,
  RetweetOutlined,
  ShareAltOutlined,
  StarFilled,
  StarOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { formatCount } from '@common/format';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { Deferred } from '~/components/deferred';
import type { Post } from '../post-list/post-types';
import { ForwardModal, ReportModal, ShareModal } from './lazy-dialogs';
import { type ReactionButtonProps, type ReactionKind, reactionAria, useReactions } from './use-reactions';
import { useRequireLogin } from './use-require-login';
import './reactions.css';

type Dialog = 'forward' | 'share' | 'report' | null;

/** The icons of 赞, 踩 and 收藏, off and on. */
const REACTION_ICONS: Record<ReactionKind, { off: ReactNode; on: ReactNode }> = {
  like: { off: <LikeOutlined />, on: <LikeFilled /> },
  step: { off: <DislikeOutlined />, on: <DislikeFilled /> },
  collect: { off: <StarOutlined />, on: <StarFilled /> },
};

function ReactionButton({ icon, ...button }: ReactionButtonProps & { icon: ReactNode }) {
  const { label, count, active = false, busy = false, onClick } = button;
  return (
    <Button
      className={active ? 'reaction-button active' : 'reaction-button'}
      type="text"
      icon={icon}
      {...reactionAria(button)}
      disabled={busy}
      onClick={onClick}
    >
      <span className="reaction-label">{label}</span>
      {count !== undefined && <span className="reaction-count">{formatCount(count)}</span>}
    </Button>
  );
}

/** 赞, 踩, 收藏, 转发, 分享 and 举报 under a post (docs/api/posts.md, Reactions); no 举报 of one's own post. */
export function ReactionBar({
  post,
  shareUrl,
  canReport,
}: {
  post: Post;
  shareUrl: string;
  canReport: boolean;
}) {
  const requireLogin = useRequireLogin();
  const reactions = useReactions(post);
  const [forwardCount, setForwardCount] = useState(post.forward_count);
  const [dialog, setDialog] = useState<Dialog>(null);
  const id = post.article_id;

  return (
    <div className="reaction-bar" role="toolbar" aria-label="互动">
      {reactions.map(({ kind, ...button }) => (
        <ReactionButton key={kind} icon={REACTION_ICONS[kind][button.active ? 'on' : 'off']} {...button} />
      ))}
      <ReactionButton
        label="转发"
        icon={<RetweetOutlined />}
        count={forwardCount}
        onClick={requireLogin(() => setDialog('forward'))}
      />
      <ReactionButton label="分享" icon={<ShareAltOutlined />} onClick={() => setDialog('share')} />
      {canReport && (
        <ReactionButton
          label="举报"
          icon={<WarningOutlined />}
          onClick={requireLogin(() => setDialog('report'))}
        />
      )}
      <Deferred when={dialog === 'forward'}>
        <ForwardModal
          open={dialog === 'forward'}
          articleId={id}
          onClose={() => setDialog(null)}
          onForwarded={setForwardCount}
        />
      </Deferred>
      <Deferred when={dialog === 'share'}>
        <ShareModal
          open={dialog === 'share'}
          articleId={id}
          fallbackUrl={shareUrl}
          onClose={() => setDialog(null)}
        />
      </Deferred>
      <Deferred when={dialog === 'report'}>
        <ReportModal
          open={dialog === 'report'}
          targetType="article"
          targetId={id}
          onClose={() => setDialog(null)}
        />
      </Deferred>
    </div>
  );
}
