/** The desktop's 充值 form (use-topup.ts has the rules and the flow). */
import { Button, Input, Radio } from 'antd';
import { TOPUP_CHOICES, TOPUP_OTHER, useTopup } from './use-topup';

export function TopupForm({ onPaid }: { onPaid: () => unknown }) {
  const topup = useTopup(onPaid);
  const { error } = topup;

  return (
    <form
      className="topup-form"
      aria-label="充值"
      onSubmit={(event) => {
        event.preventDefault();
        topup.submit();
      }}
    >
      <Radio.Group
        value={topup.choice}
        optionType="button"
        aria-label="充值金额"
        onChange={(event) => topup.setChoice(event.target.value)}
        options={TOPUP_CHOICES}
      />
      {topup.choice === TOPUP_OTHER && (
        <Input
          className="topup-other"
          aria-label="其他金额"
          placeholder="请输入充值金额"
          suffix="元"
          inputMode="decimal"
          value={topup.other}
          status={error ? 'error' : undefined}
          onChange={(event) => topup.setOther(event.target.value)}
        />
      )}
      <Button type="primary" htmlType="submit" loading={topup.busy}>
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
