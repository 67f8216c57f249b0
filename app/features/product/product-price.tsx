import { formatPrice } from '@common/format';
import type { ProductItem } from '@common/product';

/** ¥299.00 / 90天 (SPEC §9: money in yuan with 2 decimals), and the viewer's access when subscribed. */
export function ProductPrice({ product }: { product: ProductItem }) {
  return (
    <p className="product-price">
      <strong>¥{formatPrice(product.price)}</strong>
      <span> / {product.period_days}天</span>
      {product.subscribed && (
        <span className="product-access">已订阅，有效期至 {product.expire_time.slice(0, 16)}</span>
      )}
    </p>
  );
}
