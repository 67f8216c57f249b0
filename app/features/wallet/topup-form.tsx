/**
 * 充值: a preset amount or 其他 (SPEC §5's decimal rule and the top-up bounds, checked before an order
 * opens), then the shared pay dialog's WeChat QR code (top-up orders accept WeChat only).
 */
import { Button, Input, Radio } from 'antd';
import { useState } from 'react';
import { usePay } from '~/features/pay/pay-context';
import { ApiError } from '~/lib/api';
import { checkTopup, TOPUP_PRESETS } from './topup-amount';
import { recharge } from './wallet-api';

const OTHER = 'other';

export function TopupForm({ onPaid }: { onPaid: () => unknown }) {
  const pay = usePay();
  const [choice, setChoice] = useState<string>(String(TOPUP_PRESETS[0]));
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const amount = choice === OTHER ? other.trim() : choice;
    const problem = checkTopup(amount);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const paid = await pay(await recharge(amount));
      if (paid) await onPaid();
    } catch (err) {
      // The API client has shown the message.
      if (!(err instanceof ApiError)) throw err;
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="topup-form"
      aria-label="充值"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Radio.Group
        value={choice}
        optionType="button"
        aria-label="充值金额"
        onChange={(event) => {
          setChoice(event.target.value);
          setError(null);
        }}
        options={[
          ...TOPUP_PRESETS.map((yuan) => ({ value: String(yuan), label: `${yuan}元` })),
          { value: OTHER, label: '其他' },
        ]}
      />
      {choice === OTHER && (
        <Input
          className="topup-other"
          aria-label="其他金额"
          placeholder="请输入充值金额"
          suffix="元"
          inputMode="decimal"
          value={other}
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setOther(event.target.value);
            setError(null);
          }}
        />
      )}
      <Button type="primary" htmlType="submit" loading={busy}>
        充值
      </Button>
      {error && (
        <p className="topup-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
