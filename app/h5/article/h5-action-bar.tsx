import DislikeFilled from '@ant-design/icons-svg/es/asn/DislikeFilled';
import DislikeOutlined from '@ant-design/icons-svg/es/asn/DislikeOutlined';
import EllipsisOutlined from '@ant-design/icons-svg/es/asn/EllipsisOutlined';
import LikeFilled from '@ant-design/icons-svg/es/asn/LikeFilled';
import LikeOutlined from '@ant-design/icons-svg/es/asn/LikeOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import RetweetOutlined from '@ant-design/icons-svg/es/asn/RetweetOutlined';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlined from '@ant-design/icons-svg/es/asn/StarOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { formatCount } from '@common/format';
import { useState } from 'react';
import { Deferred, lazyNamed } from '~/components/deferred';
import type { Post } from '~/features/post-list/post-types';
import {
  type ReactionButtonProps,
  type ReactionKind,
  reactionAria,
  useReactions,
} from '~/features/reactions/use-reactions';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { Icon } from '~/h5/shell/icon';

const ShareSheet = lazyNamed(() => import('../share/share-sheet'), 'ShareSheet');
const ForwardPopup = lazyNamed(() => import('./h5-reaction-popups'), 'ForwardPopup');
const ReportPopup = lazyNamed(() => import('./h5-reaction-popups'), 'ReportPopup');
const MoreSheet = lazyNamed(() => import('./h5-more-sheet'), 'MoreSheet');

type Sheet = 'forward' | 'share' | 'more' | 'report' | null;

/** The icons of 赞, 踩 and 收藏, off and on. */
const REACTION_ICONS: Record<ReactionKind, { off: IconDefinition; on: IconDefinition }> = {
  like: { off: LikeOutlined, on: LikeFilled },
  step: { off: DislikeOutlined, on: DislikeFilled },
  collect: { off: StarOutlined, on: StarFilled },
};

function BarButton({ icon, ...button }: ReactionButtonProps & { icon: IconDefinition }) {
  const { label, count, active = false, busy = false, onClick } = button;
  return (
    <button
      type="button"
      className={active ? 'h5a-bar-button active' : 'h5a-bar-button'}
      {...reactionAria(button)}
      disabled={busy}
      onClick={onClick}
    >
      <Icon icon={icon} />
      <span>{count ? formatCount(count) : label}</span>
    </button>
  );
}

/**
 * The bar fixed at the bottom of the reading page: 赞, 踩, 收藏, 评论, 转发, 分享 and 更多 (docs/api/posts.md,
 * Reactions); 更多 holds 举报, or 编辑 and 删除 on one's own post.
 */
export function H5ActionBar({
  post,
  own,
  shareUrl,
  onComment,
}: {
  post: Post;
  own: boolean;
  /** The page's own absolute URL, shared when the share-link call fails. */
  shareUrl: string;
  onComment: () => void;
}) {
  const requireLogin = useRequireLogin();
  const reactions = useReactions(post);
  const [forwardCount, setForwardCount] = useState(post.forward_count);
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  const id = post.article_id;

  return (
    <nav className="h5a-bar" aria-label="互动">
      {reactions.map(({ kind, ...button }) => (
        <BarButton key={kind} icon={REACTION_ICONS[kind][button.active ? 'on' : 'off']} {...button} />
      ))}
      <BarButton label="评论" icon={MessageOutlined} onClick={requireLogin(onComment)} />
      <BarButton
        label="转发"
        icon={RetweetOutlined}
        count={forwardCount}
        onClick={requireLogin(() => setSheet('forward'))}
      />
      <BarButton label="分享" icon={ShareAltOutlined} onClick={() => setSheet('share')} />
      <BarButton label="更多" icon={EllipsisOutlined} onClick={() => setSheet('more')} />
      <Deferred when={sheet === 'forward'}>
        <ForwardPopup
          open={sheet === 'forward'}
          articleId={id}
          onClose={close}
          onForwarded={setForwardCount}
        />
      </Deferred>
      <Deferred when={sheet === 'share'}>
        <ShareSheet open={sheet === 'share'} articleId={id} fallbackUrl={shareUrl} onClose={close} />
      </Deferred>
      <Deferred when={sheet === 'more'}>
        <MoreSheet
          open={sheet === 'more'}
          own={own}
          articleId={id}
          onReport={requireLogin(() => setSheet('report'))}
          onClose={close}
        />
      </Deferred>
      <Deferred when={sheet === 'report'}>
        <ReportPopup open={sheet === 'report'} targetType="article" targetId={id} onClose={close} />
      </Deferred>
    </nav>
  );
}
