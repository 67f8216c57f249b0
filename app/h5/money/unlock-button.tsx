/** 支付N工分解锁 on a paid post's gate on the phone (use-unlock.ts has the flow; the pay sheet loads on the tap). */

import { useUnlock } from '~/features/pay/use-unlock';
import type { Post } from '~/features/post-list/post-types';

export function H5UnlockButton({ post, onUnlocked }: { post: Post; onUnlocked: () => Promise<void> }) {
  const { unlock, pending } = useUnlock(post, onUnlocked);
  return (
    <button type="button" className="h5a-button primary" disabled={pending} onClick={unlock}>
      支付{post.read_integral}工分解锁
    </button>
  );
}
