import { expect } from 'vitest';
import type { PayOrder } from '../../common/money';
import type { TestApp, TestClient } from './test-app';

/**
 * Pays an order the way a member does with the local WeChat stand-in: pay_type 2 answers the code_url,
 * the scan page's 确认支付 sends the signed notify to the app's notify endpoint; answers the order after.
 */
export async function payByLocalWechat(
  t: TestApp,
  client: TestClient,
  payOrderId: number,
): Promise<PayOrder> {
  const placed = await client.post<PayOrder>('/api/v1/pay-order/pay', {
    pay_type: 2,
    pay_order_id: payOrderId,
    pc: 1,
  });
  expect(placed.errCode, placed.msg).toBe('0');
  const scan = new URL(placed.data.code_url!).pathname;
  const confirmed = await t.app.inject({ method: 'POST', url: `${scan}/confirm` });
  expect(confirmed.statusCode).toBe(303);
  expect(confirmed.headers.location).toBe(scan);
  const info = await client.post<PayOrder>('/api/v1/pay-order/info', { id: payOrderId });
  expect(info.errCode, info.msg).toBe('0');
  return info.data;
}
