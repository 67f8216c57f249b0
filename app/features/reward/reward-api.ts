/** The reward and gift calls of docs/api/money.md; each answers a PayOrder for the pay dialog. */
import type { PayOrder, rewardItemSchema } from '@common/money';
import type { pageSchema } from '@common/post';
import type { z } from 'zod';
import { api } from '~/lib/api';

export type RewardItem = z.infer<typeof rewardItemSchema>;
export type RewardPage = z.infer<ReturnType<typeof pageSchema<typeof rewardItemSchema>>>;

/** `money` in yuan as typed ("8", "8.88"): the server turns it into fen exactly. */
export const rewardArticle = (body: { article_id: string; comment_id?: number; money: string }) =>
  api<PayOrder>('/api/v1/article/reward', body);

/** Who rewarded a post (public); a failure leaves the row out (SPEC §8: outside the main flow). */
export const rewardList = (articleId: string, limit: number) =>
  api<RewardPage>('/api/v1/article/reward/list', { article_id: articleId, start: 1, limit }, { quiet: true });

export const giftIntegral = (userId: number, integral: number) =>
  api<PayOrder>('/api/v1/user/gift', { user_id: userId, integral });
