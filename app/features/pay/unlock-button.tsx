/** The desktop's 支付N工分解锁 on a paid post's gate (use-unlock.ts has the flow). */
import { Button } from 'antd';
import type { Post } from '../post-list/post-types';
import { useUnlock } from './use-unlock';

export function UnlockButton({ post, onUnlocked }: { post: Post; onUnlocked: () => Promise<void> }) {
  const { unlock, pending } = useUnlock(post, onUnlocked);
  return (
    <Button type="primary" loading={pending} onClick={unlock}>
      支付{post.read_integral}工分解锁
    </Button>
  );
}
