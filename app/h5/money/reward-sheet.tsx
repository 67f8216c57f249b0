/**
 * 打赏 on a phone (SPEC §9): a bottom sheet with the presets 8 28 88 188 288 and 其他, the pay type
 * (微信支付 first) and the reward rule; then the phone's pay sheet (use-reward-form.ts has the flow).
 */
import { PROTOCOLS } from '@common/legal';
import { PAY_TYPE_NAMES, type PayType } from '@common/money-vocab';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import { useId } from 'react';
import { Link } from 'react-router';
import { REWARD_CHOICES, type RewardChoice } from '~/features/reward/reward-amount';
import {
  REWARD_PAY_CHOICES,
  type RewardTarget,
  rewardChoiceLabel,
  useRewardForm,
} from '~/features/reward/use-reward-form';
import './money.css';

export function RewardSheet({
  target,
  onClose,
  onRewarded,
}: {
  target: RewardTarget;
  onClose: () => void;
  onRewarded: () => void;
}) {
  const form = useRewardForm(target, onClose, onRewarded);
  const titleId = useId();
  return (
    <Popup visible showCloseButton onClose={onClose} onMaskClick={onClose} bodyClassName="h5-pay-sheet">
      <section className="h5-pay" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 className="h5-pay-title" id={titleId}>
          打赏 {target.nickname}
        </h2>
        <Selector
          className="h5-reward-amounts"
          aria-label="打赏金额"
          columns={3}
          value={[form.choice]}
          // A tap on the chosen amount would clear it: keep one chosen.
          onChange={(values: RewardChoice[]) => values[0] && form.setChoice(values[0])}
          options={REWARD_CHOICES.map((c) => ({ value: c, label: rewardChoiceLabel(c) }))}
        />
        {form.choice === 'other' && (
          <div className="h5-reward-other">
            <Input
              aria-label="其他金额"
              placeholder="请输入打赏金额"
              inputMode="decimal"
              value={form.other}
              autoFocus
              onChange={form.setOther}
              onEnterPress={form.submit}
            />
            <span>元</span>
          </div>
        )}
        {form.error && (
          <p className="h5-money-error" role="alert">
            {form.error}
          </p>
        )}
        <Selector
          className="h5-pay-types"
          aria-label="支付方式"
          columns={3}
          value={[form.payType]}
          onChange={(values: PayType[]) => values[0] && form.setPayType(values[0])}
          options={REWARD_PAY_CHOICES.map((type) => ({ value: type, label: PAY_TYPE_NAMES[type] }))}
        />
        <section className="h5-money-rules" aria-label="打赏规则">
          {PROTOCOLS.reward.sections.map((s) => (
            <p key={s.heading}>{s.paragraphs.join('')}</p>
          ))}
          <Link to="/protocol/reward">查看《{PROTOCOLS.reward.title}》</Link>
        </section>
        <Button block color="primary" size="large" loading={form.pending} onClick={form.submit}>
          确认打赏
        </Button>
      </section>
    </Popup>
  );
}
