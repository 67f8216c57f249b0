/** 打赏 a post or a comment (SPEC §9): an amount, a pay type, the rules; then the shared pay dialog. */
import { PROTOCOLS } from '@common/legal';
import { PAY_TYPE_NAMES, type PayType } from '@common/money-vocab';
import { Button, Input, Modal, Radio } from 'antd';
import { Link } from 'react-router';
import { REWARD_CHOICES, type RewardChoice } from './reward-amount';
import { REWARD_PAY_CHOICES, type RewardTarget, rewardChoiceLabel, useRewardForm } from './use-reward-form';
import './reward.css';

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
  const form = useRewardForm(target, onClose, onRewarded);
  const { choice, other, payType, error } = form;

  return (
    <Modal
      title={`打赏 ${target.nickname}`}
      open={open}
      onCancel={onClose}
      width={440}
      centered
      footer={
        <Button type="primary" loading={form.pending} onClick={form.submit}>
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
          onChange={(e) => form.setChoice(e.target.value as RewardChoice)}
          options={REWARD_CHOICES.map((c) => ({ value: c, label: rewardChoiceLabel(c) }))}
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
              onChange={(e) => form.setOther(e.target.value)}
              onPressEnter={form.submit}
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
          onChange={(e) => form.setPayType(e.target.value as PayType)}
          options={REWARD_PAY_CHOICES.map((t) => ({ value: t, label: PAY_TYPE_NAMES[t] }))}
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
