/** 赠送工分 to a member (SPEC §4): an amount, then the shared pay dialog (工分 only). */
import { Button, Input, Modal } from 'antd';
import { useGiftForm } from './use-gift-form';
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
  const form = useGiftForm(userId, onClose);
  const { text, error } = form;

  return (
    <Modal
      title={`赠送工分给 ${nickname}`}
      open={open}
      onCancel={onClose}
      width={360}
      centered
      footer={
        <Button type="primary" loading={form.pending} onClick={form.submit}>
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
          onChange={(e) => form.setText(e.target.value)}
          onPressEnter={form.submit}
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
