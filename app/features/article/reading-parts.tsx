/**
 * Parts of a post that every reading page shows, free of any UI kit: the desktop (article-parts.tsx) and
 * the phone (app/h5/article) pass their icons, their button and the prefix of their class names.
 */
import type { ReactNode } from 'react';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { EmojiText } from '~/features/emoji/emoji-text';
import type { Post } from '../post-list/post-types';
import { leavingUrl } from './leaving-url';

/** A link post's target as a card, through the leaving page; classes `{prefix}-card` and `{prefix}-text`. */
export function LinkCard({ post, prefix, icon }: { post: Post; prefix: string; icon: ReactNode }) {
  if (post.type !== 'link' || !post.link_url) return null;
  let host = '';
  try {
    host = new URL(post.link_url).host;
  } catch {
    // Shown without a host.
  }
  return (
    <a
      className={`${prefix}-card`}
      href={leavingUrl(post.link_url)}
      target="_blank"
      rel="noopener noreferrer nofollow"
    >
      {icon}
      <span className={`${prefix}-text`}>
        <strong>{post.link_title || post.link_url}</strong>
        {host && <span>{host}</span>}
      </span>
    </a>
  );
}

/**
 * The closed body (`gate`): the summary, then why, with the kit's 登录 button when logging in opens it
 * and `unlockButton` when paying opens it; classes `{prefix}`, `{prefix}-summary` and `{prefix}-box`.
 */
export function GateBox({
  post,
  prefix,
  icon,
  loginButton,
  unlockButton,
}: {
  post: Post;
  prefix: string;
  icon: ReactNode;
  loginButton: (login: () => void) => ReactNode;
  unlockButton?: ReactNode;
}) {
  const { open } = useAuthDialogs();
  if (!post.gate) return null;
  return (
    <section className={prefix}>
      {post.summary && (
        <p className={`${prefix}-summary`}>
          <EmojiText text={post.summary} />
        </p>
      )}
      <div className={`${prefix}-box`} role="note">
        {icon}
        <p>{post.gate.message}</p>
        {post.gate.reason === 'login' && loginButton(() => open({ kind: 'login' }))}
        {post.gate.reason === 'paid' && unlockButton}
      </div>
    </section>
  );
}
