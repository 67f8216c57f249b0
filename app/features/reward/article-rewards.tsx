/** Under a post: the 打赏 button (not for its author) and who rewarded it, like 雪球's 赞赏 row. */
import { Avatar, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Deferred } from '~/components/deferred';
import { userHomePath } from '../post-list/author-link';
import type { Post } from '../post-list/post-types';
import { useRequireLogin } from '../reactions/use-require-login';
import { RewardDialog } from './lazy-dialogs';
import { rewardAmountText, rewardKey, useRewardList } from './use-reward-list';
import './reward.css';

export function ArticleRewards({ post, canReward }: { post: Post; canReward: boolean }) {
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  const id = post.article_id;
  const { items, count, reload } = useRewardList(id);
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
          <p className="reward-count">{count}人打赏</p>
          <ul className="reward-list">
            {items.map((item, i) => (
              <li key={rewardKey(item, i)}>
                <Link to={userHomePath(item.user_id)} className="reward-user">
                  <Avatar size={24} src={item.avatar || undefined} alt="">
                    {item.nickname.slice(0, 1)}
                  </Avatar>
                  <span className="reward-name">{item.nickname}</span>
                </Link>
                <span className="reward-amount">{rewardAmountText(item)}</span>
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
          onRewarded={reload}
        />
      </Deferred>
    </section>
  );
}
