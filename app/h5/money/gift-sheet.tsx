/** 赠送工分 on a phone (SPEC §4): the amount in a bottom sheet, then the pay sheet in 工分 (use-gift-form.ts). */
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { useId } from 'react';
import { useGiftForm } from '~/features/reward/use-gift-form';
import './money.css';

export function GiftSheet({
  userId,
  nickname,
  onClose,
}: {
  userId: number;
  nickname: string;
  onClose: () => void;
}) {
  const form = useGiftForm(userId, onClose);
  const titleId = useId();
  return (
    <Popup visible showCloseButton onClose={onClose} onMaskClick={onClose} bodyClassName="h5-pay-sheet">
      <section className="h5-pay" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 className="h5-pay-title" id={titleId}>
          赠送工分给 {nickname}
        </h2>
        <div className="h5-reward-other">
          <Input
            aria-label="赠送工分数量"
            placeholder="请输入工分数量"
            inputMode="numeric"
            value={form.text}
            autoFocus
            onChange={form.setText}
            onEnterPress={form.submit}
          />
          <span>工分</span>
        </div>
        {form.error && (
          <p className="h5-money-error" role="alert">
            {form.error}
          </p>
        )}
        <Button block color="primary" size="large" loading={form.pending} onClick={form.submit}>
          赠送
        </Button>
      </section>
    </Popup>
  );
}
