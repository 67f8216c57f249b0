/** The bounty calls of docs/api/money.md. */
import type { bountySchema, PayOrder } from '@common/money';
import type { z } from 'zod';
import { api } from '~/lib/api';

export type Bounty = z.infer<typeof bountySchema>;

/** Opens the bounty's order (工分 only); the pay dialog pays it. */
export const addBounty = (articleId: string, integral: number) =>
  api<PayOrder>('/api/v1/article/bounty/add', { article_id: articleId, integral });

export const adoptAnswer = (articleId: string, commentId: number) =>
  api<Bounty>('/api/v1/article/bounty/adopt', { article_id: articleId, comment_id: commentId });
