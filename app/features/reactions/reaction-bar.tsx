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
import { useReactions } from './use-reactions';
import { useRequireLogin } from './use-require-login';
import './reactions.css';

type Dialog = 'forward' | 'share' | 'report' | null;

function ReactionButton({
  label,
  icon,
  count,
  active = false,
  busy = false,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  count?: number;
  active?: boolean;
  busy?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      className={active ? 'reaction-button active' : 'reaction-button'}
      type="text"
      icon={icon}
      aria-pressed={count === undefined ? undefined : active}
      aria-label={count === undefined ? label : `${label} ${count}`}
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
  const { like, collect, busy, react, toggleCollected } = useReactions(post);
  const [forwardCount, setForwardCount] = useState(post.forward_count);
  const [dialog, setDialog] = useState<Dialog>(null);
  const id = post.article_id;

  return (
    <div className="reaction-bar" role="toolbar" aria-label="互动">
      <ReactionButton
        label="赞"
        icon={like.is_like === 1 ? <LikeFilled /> : <LikeOutlined />}
        count={like.like_count}
        active={like.is_like === 1}
        busy={busy === 'like'}
        onClick={requireLogin(() => react('like'))}
      />
      <ReactionButton
        label="踩"
        icon={like.is_like === -1 ? <DislikeFilled /> : <DislikeOutlined />}
        count={like.step_count}
        active={like.is_like === -1}
        busy={busy === 'like'}
        onClick={requireLogin(() => react('step'))}
      />
      <ReactionButton
        label="收藏"
        icon={collect.is_collect === 1 ? <StarFilled /> : <StarOutlined />}
        count={collect.collect_count}
        active={collect.is_collect === 1}
        busy={busy === 'collect'}
        onClick={requireLogin(toggleCollected)}
      />
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
