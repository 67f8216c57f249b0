/** /product: the red-book products as cards (SPEC §2), each with its price, period and 订阅. */
import type { ProductItem } from '@common/product';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { ProductPrice } from './product-price';
import { SubscribeButton } from './subscribe-button';
import './product.css';

export function ProductList({ products }: { products: ProductItem[] }) {
  return (
    <section className="panel product-page">
      <header className="product-page-head">
        <h1>红宝书</h1>
        <Link to="/product/order">我的订单</Link>
      </header>
      <p className="product-lede">研社编辑部出品的研究订阅，仅供学习研究参考，不构成投资建议。</p>
      {products.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无产品" />
      ) : (
        <ul className="product-cards">
          {products.map((p) => (
            <li key={p.product_id} className="product-card">
              <h2>
                <Link to={`/product-perview?id=${p.product_id}`}>{p.name}</Link>
              </h2>
              <p className="product-summary">{p.summary}</p>
              <ProductPrice product={p} />
              <footer>
                <Link to={`/product-perview?id=${p.product_id}`}>查看文章（{p.article_count}篇）</Link>
                <SubscribeButton product={p} />
              </footer>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
