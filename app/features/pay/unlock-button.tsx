/**
 * A paid post's 支付N工分解锁 (SPEC §2 "pay 工分 to unlock"): the unlock order, paid in 工分 through the pay
 * dialog; then the reading page fetches the post again and shows it whole, without a reload.
 */
import { PAY_TYPE } from '@common/constants';
import type { PayOrder } from '@common/money';
import { Button } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '~/lib/api';
import { useSubmit } from '~/lib/use-submit';
import { fetchPostDetail } from '../article/article-api';
import type { Post } from '../post-list/post-types';
import { useRequireLogin } from '../reactions/use-require-login';
import { usePay } from './pay-context';

const unlockArticle = (articleId: string) =>
  api<PayOrder>('/api/v1/article/unlock', { article_id: articleId });

/** The post to show: once unlocked, its whole view fetched again; `unlocked` is the button's `onUnlocked`. */
export function useUnlockedPost(post: Post): { post: Post; unlocked: () => Promise<void> } {
  const [opened, setOpened] = useState<Post | null>(null);
  const revalidator = useRevalidator();
  const unlocked = async () => {
    try {
      setOpened(await fetchPostDetail(post.article_id));
    } catch {
      // The page's own data then: the loader reads the post as this member sees it now.
      await revalidator.revalidate();
    }
  };
  return { post: opened && opened.article_id === post.article_id ? opened : post, unlocked };
}

export function UnlockButton({ post, onUnlocked }: { post: Post; onUnlocked: () => Promise<void> }) {
  const pay = usePay();
  const requireLogin = useRequireLogin();
  const { submit, pending } = useSubmit<void>(async () => {
    const order = await unlockArticle(post.article_id);
    if (await pay(order, { payType: PAY_TYPE.WORK_POINTS })) await onUnlocked();
  });
  return (
    <Button type="primary" loading={pending} onClick={requireLogin(() => void submit())}>
      支付{post.read_integral}工分解锁
    </Button>
  );
}
