/** 打赏 a post or a comment (SPEC §9): an amount, a pay type, the rules; then the shared pay dialog. */
import { PAY_TYPE } from '@common/constants';
import { PROTOCOLS } from '@common/legal';
import { PAY_TYPE_NAMES, type PayType } from '@common/money';
import { Button, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSubmit } from '~/lib/use-submit';
import { usePay } from '../pay/pay-context';
import { REWARD_CHOICES, type RewardChoice, rewardAmount } from './reward-amount';
import { rewardArticle } from './reward-api';
import './reward.css';

/** WeChat first: SPEC §9's default. */
const PAY_CHOICES: PayType[] = [PAY_TYPE.WECHAT, PAY_TYPE.WALLET, PAY_TYPE.WORK_POINTS];

export interface RewardTarget {
  articleId: string;
  /** A comment's author is rewarded instead of the post's. */
  commentId?: number;
  /** Whom the reward goes to, for the title. */
  nickname: string;
}

export function RewardDialog({
  open,
  target,
  onClose,
  onRewarded,
}: {
  open: boolean;
  target: RewardTarget;
  onClose: () => void;
  onRewarded?: () => void;
}) {
  const pay = usePay();
  const [choice, setChoice] = useState<RewardChoice>(REWARD_CHOICES[0]);
  const [other, setOther] = useState('');
  const [payType, setPayType] = useState<PayType>(PAY_TYPE.WECHAT);
  const [error, setError] = useState<string | null>(null);
  const { submit, pending } = useSubmit<void>(async () => {
    const amount = rewardAmount(choice, other);
    if ('error' in amount) {
      setError(amount.error);
      return;
    }
    const order = await rewardArticle({
      article_id: target.articleId,
      comment_id: target.commentId,
      money: amount.money,
    });
    onClose();
    if (await pay(order, { payType })) onRewarded?.();
  });

  return (
    <Modal
      title={`打赏 ${target.nickname}`}
      open={open}
      onCancel={onClose}
      width={440}
      centered
      footer={
        <Button type="primary" loading={pending} onClick={() => void submit()}>
          确认打赏
        </Button>
      }
    >
      <div className="reward-dialog">
        <Radio.Group
          className="reward-amounts"
          aria-label="打赏金额"
          optionType="button"
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value as RewardChoice);
            setError(null);
          }}
          options={REWARD_CHOICES.map((c) => ({ value: c, label: c === 'other' ? '其他' : `¥${c}` }))}
        />
        {choice === 'other' && (
          <div className="reward-other">
            <Input
              aria-label="其他金额"
              placeholder="请输入打赏金额"
              suffix="元"
              value={other}
              status={error ? 'error' : undefined}
              autoFocus
              onChange={(e) => {
                setOther(e.target.value);
                setError(null);
              }}
              onPressEnter={() => void submit()}
            />
          </div>
        )}
        {error && (
          <p className="reward-error" role="alert">
            {error}
          </p>
        )}
        <Radio.Group
          aria-label="支付方式"
          value={payType}
          onChange={(e) => setPayType(e.target.value as PayType)}
          options={PAY_CHOICES.map((t) => ({ value: t, label: PAY_TYPE_NAMES[t] }))}
        />
        <section className="reward-rules" aria-label="打赏规则">
          {PROTOCOLS.reward.sections.map((s) => (
            <p key={s.heading}>{s.paragraphs.join('')}</p>
          ))}
          <Link to="/protocol/reward" target="_blank">
            查看《{PROTOCOLS.reward.title}》
          </Link>
        </section>
      </div>
    </Modal>
  );
}
