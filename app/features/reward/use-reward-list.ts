/** Who rewarded a post, for the row under it on both sites (the desktop's article-rewards.tsx, the phone's). */
import { formatPrice } from '@common/format';
import { useCallback, useEffect, useState } from 'react';
import { type RewardItem, type RewardPage, rewardList } from './reward-api';

/** Rewarders shown; the count says how many there are in all. */
const SHOWN = 20;

/** What a rewarder gave: yuan, or 工分 when paid in them. */
export const rewardAmountText = (item: RewardItem) =>
  item.money > 0 ? `¥${formatPrice(item.money)}` : `${item.integral}工分`;

/** The rewarders and their total count; `reload` once the viewer has rewarded. */
export function useRewardList(articleId: string) {
  const [page, setPage] = useState<RewardPage | null>(null);
  const reload = useCallback(() => {
    rewardList(articleId, SHOWN).then(setPage, (error) => console.error(error));
  }, [articleId]);
  useEffect(reload, [reload]);
  const items = page?.result ?? [];
  return { items, count: page?.totalCount ?? items.length, reload };
}

/** A key for a rewarder's row: a member may reward twice in one second, and the list is replaced whole. */
export const rewardKey = (item: RewardItem, index: number) => `${item.user_id}:${item.create_time}:${index}`;
