import DislikeFilled from '@ant-design/icons-svg/es/asn/DislikeFilled';
import DislikeOutlined from '@ant-design/icons-svg/es/asn/DislikeOutlined';
import LikeFilled from '@ant-design/icons-svg/es/asn/LikeFilled';
import LikeOutlined from '@ant-design/icons-svg/es/asn/LikeOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
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

/** The bar fixed at the bottom of the reading page: 赞, 踩, 收藏, 评论 and 分享 (docs/api/posts.md, Reactions). */
export function H5ActionBar({
  post,
  shareUrl,
  onComment,
}: {
  post: Post;
  /** The page's own absolute URL, shared when the share-link call fails. */
  shareUrl: string;
  onComment: () => void;
}) {
  const requireLogin = useRequireLogin();
  const reactions = useReactions(post);
  const [sharing, setSharing] = useState(false);

  return (
    <nav className="h5a-bar" aria-label="互动">
      {reactions.map(({ kind, ...button }) => (
        <BarButton key={kind} icon={REACTION_ICONS[kind][button.active ? 'on' : 'off']} {...button} />
      ))}
      <BarButton label="评论" icon={MessageOutlined} onClick={requireLogin(onComment)} />
      <BarButton label="分享" icon={ShareAltOutlined} onClick={() => setSharing(true)} />
      <Deferred when={sharing}>
        <ShareSheet
          open={sharing}
          articleId={post.article_id}
          fallbackUrl={shareUrl}
          onClose={() => setSharing(false)}
        />
      </Deferred>
    </nav>
  );
}
