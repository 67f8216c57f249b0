/** Under a post: the 打赏 button (not for its author) and who rewarded it, like 雪球's 赞赏 row. */
import { formatPrice } from '@common/format';
import { Avatar, Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Deferred } from '~/components/deferred';
import { userHomePath } from '../post-list/author-link';
import type { Post } from '../post-list/post-types';
import { useRequireLogin } from '../reactions/use-require-login';
import { RewardDialog } from './lazy-dialogs';
import { type RewardItem, type RewardPage, rewardList } from './reward-api';
import './reward.css';

/** Rewarders shown; the count says how many there are in all. */
const SHOWN = 20;

const amountText = (item: RewardItem) =>
  item.money > 0 ? `¥${formatPrice(item.money)}` : `${item.integral}工分`;

export function ArticleRewards({ post, canReward }: { post: Post; canReward: boolean }) {
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<RewardPage | null>(null);
  const id = post.article_id;

  const load = useCallback(() => {
    rewardList(id, SHOWN).then(setPage, (error) => console.error(error));
  }, [id]);
  useEffect(load, [load]);

  const items = page?.result ?? [];
  if (!canReward && items.length === 0) return null;
  return (
    <section className="article-rewards" aria-label="打赏">
      {canReward && (
        <Button className="reward-button" shape="round" onClick={requireLogin(() => setOpen(true))}>
          打赏
        </Button>
      )}
      {items.length > 0 && (
        <>
          <p className="reward-count">{page?.totalCount ?? items.length}人打赏</p>
          <ul className="reward-list">
            {items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a member may reward twice in one second, and the list is only ever replaced whole.
              <li key={`${item.user_id}:${item.create_time}:${i}`}>
                <Link to={userHomePath(item.user_id)} className="reward-user">
                  <Avatar size={24} src={item.avatar || undefined} alt="">
                    {item.nickname.slice(0, 1)}
                  </Avatar>
                  <span className="reward-name">{item.nickname}</span>
                </Link>
                <span className="reward-amount">{amountText(item)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Deferred when={open}>
        <RewardDialog
          open={open}
          target={{ articleId: id, nickname: post.user.nickname }}
          onClose={() => setOpen(false)}
          onRewarded={load}
        />
      </Deferred>
    </section>
  );
}
