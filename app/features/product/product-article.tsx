/** /product-article/{id}: a subscriber in effect reads the whole article; anyone else the preview and 订阅. */
import type { ProductArticleDetail } from '@common/product';
import { PRODUCT_MSG } from '@common/product-vocab';
import { Link } from 'react-router';
import { ArticleBody } from '~/features/article/article-body';
import { ProductPrice } from './product-price';
import { SubscribeButton } from './subscribe-button';
import '~/features/article/article.css';
import './product.css';

export function ProductArticle({ article }: { article: ProductArticleDetail }) {
  const { product } = article;
  return (
    <article className="panel product-page product-article">
      <p className="product-crumb">
        <Link to="/product">红宝书</Link> /{' '}
        <Link to={`/product-perview?id=${product.product_id}`}>{product.name}</Link>
      </p>
      <h1>{article.title}</h1>
      <time>{article.create_time.slice(0, 16)}</time>
      {article.subscribed ? (
        // Subscribers may read, not copy (the service agreement forbids passing the research on).
        <ArticleBody html={article.content_html} copyLimit />
      ) : (
        <>
          <p className="product-article-preview">{article.summary}</p>
          <div className="product-gate">
            <p>{PRODUCT_MSG.subscribeToRead}</p>
            <ProductPrice product={product} />
            <SubscribeButton product={product} />
          </div>
        </>
      )}
    </article>
  );
}
