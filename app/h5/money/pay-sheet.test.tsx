// @vitest-environment happy-dom
import { QR_SIZE_PAY } from '@common/constants';
import type { PayOrder } from '@common/money';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderInfo, payOrder, walletInfo } from '~/features/pay/pay-api';
import { showToast } from '~/h5/shell/toasts';
import { ApiError } from '~/lib/api';
import { PaySheet } from './pay-sheet';

vi.mock('~/features/pay/pay-api', () => ({ payOrder: vi.fn(), orderInfo: vi.fn(), walletInfo: vi.fn() }));
vi.mock('~/h5/shell/toasts', () => ({ showToast: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORDER = {
  pay_order_id: 7,
  subject: '打赏 作者',
  money: 800,
  integral: 8,
  pay_types: [1, 2, 3],
  pay_status: 1,
  code_url: null,
} as PayOrder;

let root: Root;
const onDone = vi.fn();

async function open(order = ORDER) {
  root = createRoot(document.createElement('div'));
  await act(async () => root.render(<PaySheet order={order} onDone={onDone} />));
}

const sheet = () => document.querySelector<HTMLElement>('[role="dialog"]');
const option = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) =>
    o.textContent?.startsWith(label),
  );
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text);

beforeEach(() => {
  vi.mocked(walletInfo).mockResolvedValue({ money: 1250, integral: 50, energy: 0, energy_today: [] });
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('the phone pay sheet', () => {
  it('shows the order, WeChat chosen first, and the balances beside wallet and 工分', async () => {
    await open();
    expect(sheet()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(sheet()?.querySelector('.h5-pay-subject')?.textContent).toBe('打赏 作者');
    expect(sheet()?.querySelector('.h5-pay-price')?.textContent).toBe('¥ 8.00');
    expect(option('钱包支付')?.textContent).toBe('钱包支付（余额 ¥12.50）');
    expect(option('工分支付')?.textContent).toBe('工分支付（可用 50 工分）');
    expect(option('微信支付')?.getAttribute('aria-selected')).toBe('true');
    expect(option('钱包支付')?.getAttribute('aria-selected')).toBe('false');
  });

  it('pays from the wallet and answers the paid order with the success toast', async () => {
    const paid = { ...ORDER, pay_status: 2 };
    vi.mocked(payOrder).mockResolvedValue(paid);
    await open();
    await act(async () => option('钱包支付')?.click());
    expect(option('钱包支付')?.getAttribute('aria-selected')).toBe('true');
    await act(async () => button('确认支付')?.click());
    expect(payOrder).toHaveBeenCalledWith(7, 1);
    expect(showToast).toHaveBeenCalledWith('支付成功', { icon: 'success' });
    expect(onDone).toHaveBeenCalledWith(paid);
  });

  it('shows a 160 px WeChat QR code and the local scan page in development', async () => {
    const codeUrl = `${location.origin}/pay/scan/R7`;
    vi.mocked(payOrder).mockResolvedValue({ ...ORDER, pay_type: 2, code_url: codeUrl });
    vi.mocked(orderInfo).mockResolvedValue({ ...ORDER, pay_type: 2, code_url: codeUrl });
    await open();
    await act(async () => button('确认支付')?.click());
    const qr = sheet()?.querySelector('svg[aria-label="微信支付二维码"]');
    expect(qr?.getAttribute('width')).toBe(String(QR_SIZE_PAY));
    expect(sheet()?.querySelector('a.h5-pay-link')?.getAttribute('href')).toBe(codeUrl);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes on a pay failure (the API client has shown its message)', async () => {
    vi.mocked(payOrder).mockRejectedValue(new ApiError('400', '工分余额不足'));
    await open();
    await act(async () => button('确认支付')?.click());
    expect(onDone).toHaveBeenCalledWith(null);
  });
});
