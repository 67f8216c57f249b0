// @vitest-environment happy-dom
import type { PayOrder } from '@common/money';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayContext } from '~/features/pay/pay-context';
import { checkTopup } from './topup-amount';
import { TopupForm } from './topup-form';
import { recharge } from './wallet-api';

vi.mock('./wallet-api', () => ({ recharge: vi.fn() }));

// React's act() warns unless the environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('checkTopup', () => {
  it('applies the positive-decimal rule, then the top-up bounds', () => {
    expect(checkTopup('')).toBe('请输入充值金额');
    expect(checkTopup('  ')).toBe('请输入充值金额');
    expect(checkTopup('abc')).toBe('数字格式错误');
    expect(checkTopup('-5')).toBe('数字格式错误');
    expect(checkTopup('0')).toBe('数字格式错误');
    expect(checkTopup('10.001')).toBe('最多输入两位有效数字');
    expect(checkTopup('0.99')).toBe('充值金额需在1~50000元之间');
    expect(checkTopup('50000.01')).toBe('充值金额需在1~50000元之间');
    expect(checkTopup('1')).toBeNull();
    expect(checkTopup(' 12.5 ')).toBeNull();
    expect(checkTopup('50000')).toBeNull();
  });
});

const ORDER = { pay_order_id: 9, money: 1250, pay_types: [2] } as PayOrder;

describe('TopupForm', () => {
  let host: HTMLElement;
  let root: Root;
  const pay = vi.fn(async (order: PayOrder) => ({ ...order, pay_status: 2 }));
  const onPaid = vi.fn();

  beforeEach(() => {
    vi.mocked(recharge).mockReset().mockResolvedValue(ORDER);
    pay.mockClear();
    onPaid.mockClear();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() =>
      root.render(
        <PayContext value={pay}>
          <TopupForm onPaid={onPaid} />
        </PayContext>,
      ),
    );
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  const choose = (label: string) => {
    const option = [...host.querySelectorAll('label')].find((l) => l.textContent === label);
    if (!option) throw new Error(`no option ${label}`);
    act(() => option.click());
  };
  const typeOther = (text: string) => {
    const input = host.querySelector<HTMLInputElement>('input[aria-label="其他金额"]');
    if (!input) throw new Error('no 其他 input');
    // React tracks the value itself: set it through the native setter, then tell React.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    act(() => input.dispatchEvent(new Event('input', { bubbles: true })));
  };
  const submit = async () => {
    await act(async () => host.querySelector('form')?.requestSubmit());
  };
  const alertText = () => host.querySelector('[role="alert"]')?.textContent ?? null;

  it('offers 10, 50, 100, 500 元 and 其他, and tops up a preset', async () => {
    expect([...host.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      '10元',
      '50元',
      '100元',
      '500元',
      '其他',
    ]);
    choose('50元');
    await submit();
    expect(recharge).toHaveBeenCalledWith('50');
    expect(pay).toHaveBeenCalledWith(ORDER);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('refuses a bad 其他 amount before any order opens, and clears the message on edit', async () => {
    choose('其他');
    await submit();
    expect(alertText()).toBe('请输入充值金额');
    typeOther('8.888');
    expect(alertText()).toBeNull();
    await submit();
    expect(alertText()).toBe('最多输入两位有效数字');
    typeOther('0.5');
    await submit();
    expect(alertText()).toBe('充值金额需在1~50000元之间');
    expect(recharge).not.toHaveBeenCalled();

    typeOther('12.5');
    await submit();
    expect(alertText()).toBeNull();
    expect(recharge).toHaveBeenCalledWith('12.5');
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('does not report a payment the member abandoned', async () => {
    pay.mockResolvedValueOnce(null as never);
    await submit();
    expect(recharge).toHaveBeenCalledWith('10');
    expect(onPaid).not.toHaveBeenCalled();
  });
});
