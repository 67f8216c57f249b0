/**
 * An ask post's bounty (悬赏, docs/api/money.md): its badge for every reader, 设置悬赏 for the asker of a
 * question without one, and for the asker, while it is open, 采纳 on other members' answers; the adopted
 * answer is marked 最佳答案. After a change the page fetches the post again (`onChanged`).
 */
import { GiftOutlined } from '@ant-design/icons';
import { BOUNTY_STATUS_NAMES } from '@common/money-vocab';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { Deferred, lazyNamed } from '~/components/deferred';
import { useFeedback } from '~/components/feedback';
import { ApiError } from '~/lib/api';
import type { Post } from '../post-list/post-types';
import { adoptAnswer } from './bounty-api';
import '~/styles/antd/tag.css';
import './bounty.css';

const BountyDialog = lazyNamed(() => import('./bounty-dialog'), 'BountyDialog');

const OPEN = 1;

/** The asker may pick an answer: their question's bounty is open. */
export const canAdopt = (post: Post, viewerId: number | null) =>
  post.bounty?.status === OPEN && viewerId !== null && viewerId === post.user_id;

export function BountyPanel({
  post,
  viewerId,
  onChanged,
}: {
  post: Post;
  viewerId: number | null;
  onChanged: () => void;
}) {
  const [setting, setSetting] = useState(false);
  const { bounty } = post;
  if (bounty) {
    return (
      <p className="bounty-badge">
        <GiftOutlined aria-hidden /> 悬赏 <strong>{bounty.integral}</strong> 工分 ·{' '}
        {BOUNTY_STATUS_NAMES[bounty.status]}
        {bounty.status === OPEN && ` · ${bounty.deadline.slice(0, 16)} 截止`}
      </p>
    );
  }
  if (post.type !== 'ask' || viewerId !== post.user_id) return null;
  return (
    <div className="bounty-badge">
      <Button icon={<GiftOutlined />} onClick={() => setSetting(true)}>
        设置悬赏
      </Button>
      <Deferred when={setting}>
        <BountyDialog
          open={setting}
          articleId={post.article_id}
          onClose={() => setSetting(false)}
          onSet={onChanged}
        />
      </Deferred>
    </div>
  );
}

/** 采纳 an answer, after a confirmation (it cannot be undone). */
export function AdoptButton({
  articleId,
  commentId,
  onAdopted,
}: {
  articleId: string;
  commentId: number;
  onAdopted: () => void;
}) {
  const { modal, message } = useFeedback();
  const confirm = () =>
    modal.confirm({
      title: '采纳这个回答？',
      content: '采纳后悬赏工分将发放给该回答的作者，且不能更改。',
      okText: '采纳',
      cancelText: '取消',
      onOk: async () => {
        try {
          await adoptAnswer(articleId, commentId);
          message.success('已采纳');
        } catch (error) {
          // A refusal (closed meanwhile) is shown by the API client; the page then shows the bounty as it is.
          if (!(error instanceof ApiError)) throw error;
        }
        onAdopted();
      },
    });
  return (
    <Button type="text" size="small" className="comment-adopt" onClick={confirm}>
      采纳
    </Button>
  );
}

export function BestAnswerTag() {
  return (
    <Tag color="gold" className="best-answer">
      最佳答案
    </Tag>
  );
}
