/** 红宝书 search results (/search/new?type=product): matching products and article titles, previews only. */
import './product.css';
import type { ProductHit } from '@common/product';
import { Link } from 'react-router';
import { Highlighted } from '~/features/search/highlighted';

export function ProductHits({ hits, keyword }: { hits: ProductHit[]; keyword: string }) {
  const words = [keyword];
  return (
    <ul className="search-hit-list product-hits">
      {hits.map((h) => (
        <li key={h.article_id === null ? `p${h.product_id}` : `a${h.article_id}`} className="product-hit">
          <h3>
            <Link
              to={
                h.article_id === null
                  ? `/product-perview?id=${h.product_id}`
                  : `/product-article/${h.article_id}`
              }
            >
              <Highlighted text={h.title} words={words} />
            </Link>
          </h3>
          <p className="product-summary">
            <Highlighted text={h.summary} words={words} />
          </p>
          <p className="product-hit-source">红宝书 · {h.product_name}</p>
        </li>
      ))}
    </ul>
  );
}
