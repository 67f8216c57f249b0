/** 赠送工分 to a member (SPEC §4): an amount, then the shared pay dialog (工分 only). */
import { PAY_TYPE } from '@common/constants';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useSubmit } from '~/lib/use-submit';
import { usePay } from '../pay/pay-context';
import { giftAmount } from './gift-amount';
import { giftIntegral } from './reward-api';
import './reward.css';

export function GiftDialog({
  open,
  userId,
  nickname,
  onClose,
}: {
  open: boolean;
  userId: number;
  nickname: string;
  onClose: () => void;
}) {
  const pay = usePay();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { submit, pending } = useSubmit<void>(async () => {
    const amount = giftAmount(text);
    if ('error' in amount) {
      setError(amount.error);
      return;
    }
    const order = await giftIntegral(userId, amount.integral);
    onClose();
    if (await pay(order, { payType: PAY_TYPE.WORK_POINTS })) setText('');
  });

  return (
    <Modal
      title={`赠送工分给 ${nickname}`}
      open={open}
      onCancel={onClose}
      width={360}
      centered
      footer={
        <Button type="primary" loading={pending} onClick={() => void submit()}>
          赠送
        </Button>
      }
    >
      <div className="reward-dialog">
        <Input
          aria-label="赠送工分数量"
          placeholder="请输入工分数量"
          suffix="工分"
          value={text}
          status={error ? 'error' : undefined}
          autoFocus
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onPressEnter={() => void submit()}
        />
        {error && (
          <p className="reward-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
