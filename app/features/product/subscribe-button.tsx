import type { ProductItem } from '@common/product';
import { Button } from 'antd';
import { useSubscribe } from './use-subscribe';

/** 订阅 (or 续订 while subscribed): order, pay, then sign (use-subscribe.ts). */
export function SubscribeButton({ product }: { product: ProductItem }) {
  const { subscribe, pending } = useSubscribe(product.product_id);
  return (
    <Button type={product.subscribed ? 'default' : 'primary'} loading={pending} onClick={subscribe}>
      {product.subscribed ? '续订' : '订阅'}
    </Button>
  );
}
