/** 设置悬赏: an amount of 工分 and the bounty rule; then the shared pay dialog pays it with 工分. */
import { PAY_TYPE } from '@common/constants';
import { PROTOCOLS } from '@common/legal';
import { MONEY_RULES } from '@common/money-vocab';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSubmit } from '~/lib/use-submit';
import { usePay } from '../pay/pay-context';
import { bountyAmount } from './bounty-amount';
import { addBounty } from './bounty-api';
import './bounty.css';

export function BountyDialog({
  open,
  articleId,
  onClose,
  onSet,
}: {
  open: boolean;
  articleId: string;
  onClose: () => void;
  onSet: () => void;
}) {
  const pay = usePay();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { submit, pending } = useSubmit<void>(async () => {
    const amount = bountyAmount(text);
    if ('error' in amount) {
      setError(amount.error);
      return;
    }
    const order = await addBounty(articleId, amount.integral);
    onClose();
    if (await pay(order, { payType: PAY_TYPE.WORK_POINTS })) onSet();
  });

  return (
    <Modal
      title="设置悬赏"
      open={open}
      onCancel={onClose}
      width={440}
      centered
      footer={
        <Button type="primary" loading={pending} onClick={() => void submit()}>
          确认悬赏
        </Button>
      }
    >
      <div className="bounty-dialog">
        <Input
          aria-label="悬赏工分"
          placeholder={`${MONEY_RULES.bountyMin}~${MONEY_RULES.bountyMax}`}
          suffix="工分"
          inputMode="numeric"
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
          <p className="bounty-error" role="alert">
            {error}
          </p>
        )}
        <section className="bounty-rules" aria-label="悬赏规则">
          {PROTOCOLS.bounty.sections.map((s) => (
            <p key={s.heading}>{s.paragraphs.join('')}</p>
          ))}
          <Link to="/protocol/bounty" target="_blank">
            查看《{PROTOCOLS.bounty.title}》
          </Link>
        </section>
      </div>
    </Modal>
  );
}
