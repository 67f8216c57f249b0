/** /product-perview?id=: a product's article previews, newest first, with 订阅 beside the product. */
import type { ProductArticleItem, ProductItem } from '@common/product';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { QueryPagination } from '~/features/member/query-pagination';
import type { Page } from '../../../server/modules/post/post.service';
import { ProductPrice } from './product-price';
import { SubscribeButton } from './subscribe-button';
import '~/features/post-list/post-list.css';
import './product.css';

export function ProductPreview({
  products,
  product,
  page,
  articles,
}: {
  products: ProductItem[];
  product: ProductItem;
  page: number;
  articles: Page<ProductArticleItem>;
}) {
  return (
    <section className="panel product-page">
      <nav className="section-tabs" aria-label="红宝书产品">
        {products.map((p) => (
          <Link
            key={p.product_id}
            to={`/product-perview?id=${p.product_id}`}
            className={p.product_id === product.product_id ? 'active' : undefined}
            aria-current={p.product_id === product.product_id ? 'page' : undefined}
          >
            {p.name}
          </Link>
        ))}
      </nav>
      <header className="product-intro">
        <div>
          <p className="product-summary">{product.summary}</p>
          <ProductPrice product={product} />
        </div>
        <SubscribeButton product={product} />
      </header>
      {articles.result.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无文章" />
      ) : (
        <ul className="product-articles">
          {articles.result.map((a) => (
            <li key={a.id}>
              <h2>
                <Link to={`/product-article/${a.id}`}>{a.title}</Link>
              </h2>
              <p>{a.summary}</p>
              <time>{a.create_time.slice(0, 16)}</time>
            </li>
          ))}
        </ul>
      )}
      <QueryPagination page={page} pageSize={articles.pageSize} total={articles.totalCount} />
    </section>
  );
}
