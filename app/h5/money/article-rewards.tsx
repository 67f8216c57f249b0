/**
 * Under a post on the phone: 打赏 (not for its author; visitors get the login sheet) and who rewarded it.
 * The page loads this after hydration; the sheet's code loads on the first tap.
 */
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '~/components/deferred';
import type { Post } from '~/features/post-list/post-types';
import { useRequireLogin } from '~/features/reactions/use-require-login';
import { rewardAmountText, rewardKey, useRewardList } from '~/features/reward/use-reward-list';
import { Avatar } from '~/h5/article/h5-bits';
import { h5HomePath } from '~/h5/posts/paths';
import './money.css';

const RewardSheet = lazyNamed(() => import('./reward-sheet'), 'RewardSheet');

export function H5ArticleRewards({ post, canReward }: { post: Post; canReward: boolean }) {
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  const { items, count, reload } = useRewardList(post.article_id);
  if (!canReward && items.length === 0) return null;
  return (
    <section className="h5-rewards" aria-label="打赏">
      {canReward && (
        <button type="button" className="h5a-button primary" onClick={requireLogin(() => setOpen(true))}>
          打赏
        </button>
      )}
      {items.length > 0 && (
        <>
          <p className="h5-rewards-count">{count}人打赏</p>
          <ul className="h5-rewards-list" aria-label="打赏的人">
            {items.map((item, i) => (
              <li key={rewardKey(item, i)}>
                <Link to={h5HomePath(item.user_id)} className="h5-rewards-user">
                  <Avatar user={item} size={24} />
                  <span className="h5-rewards-name">{item.nickname}</span>
                </Link>
                <span className="h5-rewards-amount">{rewardAmountText(item)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {open && (
        <Suspense fallback={null}>
          <RewardSheet
            target={{ articleId: post.article_id, nickname: post.user.nickname }}
            onClose={() => setOpen(false)}
            onRewarded={reload}
          />
        </Suspense>
      )}
    </section>
  );
}
