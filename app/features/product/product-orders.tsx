/**
 * /product/order: the member's red-book orders under SPEC §2's filters (全部, 待支付, 待签约, 审核中, 生效中,
 * 已过期). 待支付 pays through the pay dialog; 待签约 signs the agreements; 生效中 links to the articles.
 */
import { formatPrice } from '@common/format';
import type { ProductOrder } from '@common/product';
import { PRODUCT_ORDER_TABS, PRODUCT_STATUS } from '@common/product-vocab';
import { Button, Empty, Tag } from 'antd';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { QueryPagination } from '~/features/member/query-pagination';
import { usePay } from '~/features/pay/pay-context';
import { useSubmit } from '~/lib/use-submit';
import type { Page } from '../../../server/modules/post/post.service';
import { SignDialog } from './sign-dialog';
import '~/features/post-list/post-list.css';
import './product.css';

const STATUS_COLOR: Record<number, string> = {
  [PRODUCT_STATUS.WAITING_PAY]: 'orange',
  [PRODUCT_STATUS.WAITING_SIGN]: 'gold',
  [PRODUCT_STATUS.IN_REVIEW]: 'blue',
  [PRODUCT_STATUS.IN_EFFECT]: 'green',
};

function OrderActions({ order, onSign }: { order: ProductOrder; onSign: () => void }) {
  const pay = usePay();
  const revalidator = useRevalidator();
  const { submit, pending } = useSubmit<void>(async () => {
    if (await pay(order.pay_order)) await revalidator.revalidate();
  });
  switch (order.status) {
    case PRODUCT_STATUS.WAITING_PAY:
      return (
        <Button type="primary" size="small" loading={pending} onClick={() => void submit()}>
          去支付
        </Button>
      );
    case PRODUCT_STATUS.WAITING_SIGN:
      return (
        <Button type="primary" size="small" onClick={onSign}>
          签约
        </Button>
      );
    case PRODUCT_STATUS.IN_EFFECT:
      return <Link to={`/product-perview?id=${order.product_id}`}>阅读文章</Link>;
    default:
      return null;
  }
}

export function ProductOrders({
  status,
  page,
  orders,
}: {
  status: number;
  page: number;
  orders: Page<ProductOrder>;
}) {
  const [signing, setSigning] = useState<ProductOrder | null>(null);
  const revalidator = useRevalidator();
  return (
    <section className="panel product-page">
      <header className="product-page-head">
        <h1>我的订单</h1>
        <Link to="/product">红宝书</Link>
      </header>
      <nav className="section-tabs" aria-label="订单状态">
        {PRODUCT_ORDER_TABS.map((t) => (
          <Link
            key={t.status}
            to={t.status ? `/product/order?status=${t.status}` : '/product/order'}
            className={t.status === status ? 'active' : undefined}
            aria-current={t.status === status ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {orders.result.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无订单" />
      ) : (
        <ul className="product-orders">
          {orders.result.map((o) => (
            <li key={o.id} data-order={o.id}>
              <div className="product-order-main">
                <h2>{o.product_name}</h2>
                <Tag color={STATUS_COLOR[o.status]}>{o.status_name}</Tag>
              </div>
              <dl className="product-order-facts">
                <dt>订单号</dt>
                <dd>{o.pay_order.order_no}</dd>
                <dt>金额</dt>
                <dd>
                  ¥{formatPrice(o.price)} / {o.period_days}天
                </dd>
                <dt>下单时间</dt>
                <dd>{o.create_time.slice(0, 16)}</dd>
                {o.sign_time && (
                  <>
                    <dt>签约时间</dt>
                    <dd>{o.sign_time.slice(0, 16)}</dd>
                  </>
                )}
                {o.expire_time && (
                  <>
                    <dt>有效期至</dt>
                    <dd>{o.expire_time.slice(0, 16)}</dd>
                  </>
                )}
              </dl>
              <div className="product-order-actions">
                <OrderActions order={o} onSign={() => setSigning(o)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <QueryPagination page={page} pageSize={orders.pageSize} total={orders.totalCount} />
      {signing && (
        <SignDialog
          order={signing}
          onClose={() => setSigning(null)}
          onSigned={() => {
            setSigning(null);
            void revalidator.revalidate();
          }}
        />
      )}
    </section>
  );
}
