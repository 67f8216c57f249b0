/** The browser's red-book calls (docs/api/products.md; login required except the lists and articles). */
import type { PayOrder } from '@common/money';
import type { ProductHit, ProductOrder } from '@common/product';
import { api, type CallOptions } from '~/lib/api';
import type { Page } from '../../../server/modules/post/post.service';

/** A subscription order at the product's price; the pay dialog pays it (wallet, WeChat or 工分). */
export const orderProduct = (productId: number) =>
  api<PayOrder>('/api/v1/product/order/add', { product_id: productId });

/** The subscriber signs the risk disclosure and the service agreement: 待签约 → 审核中. */
export const signProduct = (id: number) =>
  api<ProductOrder>('/api/v1/product/status', { id, action: 'sign' });

export const searchProducts = (
  body: { keyword: string; start: number; limit: number },
  options: CallOptions,
) => api<Page<ProductHit>>('/api/v1/product/search', body, options);
