/**
 * A paid post's 支付N工分解锁 (SPEC §2 "pay 工分 to unlock"), free of any UI kit (the desktop's
 * unlock-button.tsx, the phone's h5/money/unlock-button.tsx): the unlock order, paid in 工分 through the pay
 * dialog; then the reading page fetches the post again and shows it whole, without a reload.
 */
import { PAY_TYPE } from '@common/constants';
import type { PayOrder } from '@common/money';
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

/** The button's click (visitors log in first) and whether the unlock is under way. */
export function useUnlock(post: Post, onUnlocked: () => Promise<void>) {
  const pay = usePay();
  const requireLogin = useRequireLogin();
  const { submit, pending } = useSubmit<void>(async () => {
    const order = await unlockArticle(post.article_id);
    if (await pay(order, { payType: PAY_TYPE.WORK_POINTS })) await onUnlocked();
  });
  return { unlock: requireLogin(() => void submit()), pending };
}
