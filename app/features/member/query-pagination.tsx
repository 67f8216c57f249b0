/** Page numbers of a server-rendered list kept in the URL's `page` query, beside the list's own. */
import { MAX_PAGE } from '@common/post-vocab';
import { Pagination } from 'antd';
import { useSearchParams } from 'react-router';

export function QueryPagination({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const [params, setParams] = useSearchParams();
  if (total <= pageSize) return null;
  return (
    <Pagination
      className="mine-pagination"
      current={page}
      pageSize={pageSize}
      // Pages past MAX_PAGE are refused by the API (OFFSET pages stay bounded).
      total={Math.min(total, MAX_PAGE * pageSize)}
      showSizeChanger={false}
      onChange={(next) => {
        const query = new URLSearchParams(params);
        if (next > 1) query.set('page', String(next));
        else query.delete('page');
        setParams(query);
      }}
    />
  );
}
