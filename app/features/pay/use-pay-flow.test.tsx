// @vitest-environment happy-dom
import { PAY_POLL_MS } from '@common/constants';
import type { PayOrder } from '@common/money';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api';
import { orderInfo, payOrder, walletInfo } from './pay-api';
import { initialPayType, localPayPage, PAID_MSG, priceText, usePayFlow } from './use-pay-flow';

vi.mock('./pay-api', () => ({ payOrder: vi.fn(), orderInfo: vi.fn(), walletInfo: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORDER: PayOrder = {
  pay_order_id: 7,
  order_no: 'R7',
  kind: 'reward',
  subject: '打赏',
  money: 800,
  integral: 8,
  pay_types: [1, 2, 3],
  pay_type: null,
  pay_status: 1,
  code_url: null,
  create_time: '2026-01-01 10:00',
  pay_time: null,
  expire_time: '2026-01-01 12:00',
  target: 'a1',
};
const WAITING = { ...ORDER, pay_type: 2, code_url: 'weixin://wxpay/bizpayurl?pr=x' };
const PAID = { ...ORDER, pay_status: 2 };

type Flow = ReturnType<typeof usePayFlow>;

let root: Root | null = null;
let flow: Flow;
const onDone = vi.fn();
const toasts = { success: vi.fn(), error: vi.fn() };

function Harness({ payType }: { payType?: 1 | 2 | 3 }) {
  flow = usePayFlow({ order: ORDER, payType, onDone }, toasts);
  return null;
}

async function open(payType?: 1 | 2 | 3) {
  const mounted = createRoot(document.createElement('div'));
  root = mounted;
  await act(async () => mounted.render(<Harness payType={payType} />));
}

/** Lets the timers run `ms` and the calls they start settle. */
const pass = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(walletInfo).mockResolvedValue({ money: 1000, integral: 50, energy: 0, energy_today: [] });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the pay flow', () => {
  it('starts on WeChat unless asked for another accepted type (SPEC §9), and prices in yuan or 工分', () => {
    expect(initialPayType(ORDER)).toBe(2);
    expect(initialPayType(ORDER, 1)).toBe(1);
    expect(initialPayType({ ...ORDER, pay_types: [3] }, 1)).toBe(3);
    expect(priceText(ORDER, 2)).toBe('¥ 8.00');
    expect(priceText(ORDER, 3)).toBe('8 工分');
    expect(priceText({ ...ORDER, money: 0, integral: 10, pay_types: [3] }, 3)).toBe('10 工分');
  });

  it('offers the local scan page only for a code URL of the site itself', () => {
    expect(localPayPage('http://127.0.0.1:3000/pay/scan/R7', 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/pay/scan/R7',
    );
    expect(localPayPage('weixin://wxpay/bizpayurl?pr=x', 'http://127.0.0.1:3000')).toBeNull();
    expect(localPayPage(null, 'http://127.0.0.1:3000')).toBeNull();
  });

  it('completes a wallet payment on the pay response', async () => {
    vi.mocked(payOrder).mockResolvedValue(PAID);
    await open(1);
    await act(async () => flow.confirm());
    expect(payOrder).toHaveBeenCalledWith(7, 1);
    expect(toasts.success).toHaveBeenCalledWith(PAID_MSG);
    expect(onDone).toHaveBeenCalledWith(PAID);
  });

  it('closes on a pay failure: the API client has shown the message (SPEC §8)', async () => {
    vi.mocked(payOrder).mockRejectedValue(new ApiError('400', '钱包余额不足'));
    await open(1);
    await act(async () => flow.confirm());
    expect(onDone).toHaveBeenCalledWith(null);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('shows the WeChat code and polls every 5 s until paid (SPEC §4)', async () => {
    vi.mocked(payOrder).mockResolvedValue(WAITING);
    vi.mocked(orderInfo).mockResolvedValueOnce(WAITING).mockResolvedValueOnce(PAID);
    await open();
    await act(async () => flow.confirm());
    expect(flow.codeUrl).toBe(WAITING.code_url);
    await pass(PAY_POLL_MS - 1);
    expect(orderInfo).not.toHaveBeenCalled();
    await pass(1);
    expect(orderInfo).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    await pass(PAY_POLL_MS);
    expect(orderInfo).toHaveBeenCalledTimes(2);
    expect(onDone).toHaveBeenCalledWith(PAID);
    expect(toasts.success).toHaveBeenCalledWith(PAID_MSG);
  });

  it('stops polling on a failed poll and keeps the dialog open; 重新查询 starts again (SPEC §8)', async () => {
    vi.mocked(payOrder).mockResolvedValue(WAITING);
    vi.mocked(orderInfo).mockRejectedValueOnce(new ApiError('network', '网络异常')).mockResolvedValue(PAID);
    await open();
    await act(async () => flow.confirm());
    await pass(PAY_POLL_MS);
    expect(orderInfo).toHaveBeenCalledTimes(1);
    expect(flow.pollStopped).toBe(true);
    await pass(PAY_POLL_MS * 4);
    expect(orderInfo).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();

    await act(async () => flow.resumePoll());
    await pass(PAY_POLL_MS);
    expect(orderInfo).toHaveBeenCalledTimes(2);
    expect(onDone).toHaveBeenCalledWith(PAID);
  });

  it('closes with the message when the order closes while the code shows', async () => {
    vi.mocked(payOrder).mockResolvedValue(WAITING);
    vi.mocked(orderInfo).mockResolvedValue({ ...WAITING, pay_status: 3 });
    await open();
    await act(async () => flow.confirm());
    await pass(PAY_POLL_MS);
    expect(toasts.error).toHaveBeenCalledWith('订单已关闭，请重新下单');
    expect(onDone).toHaveBeenCalledWith(null);
  });
});
