/**
 * A statement as a table: time, what, memo, the signed amount and the balance after the line, newest
 * first. The filters and pages live in the URL (the page's loader reads them), so a filtered page can be
 * linked and reloaded.
 */
import type { StatementItem } from '@common/money';
import type { Asset } from '@common/money-vocab';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { QueryPagination } from '~/features/member/query-pagination';
import {
  amountClass,
  type Direction,
  formatAmount,
  formatBalance,
  STATEMENT_FILTERS,
  STATEMENT_PAGE_SIZE,
  statementHref,
} from './statement';

export function StatementRow({ item, asset }: { item: StatementItem; asset: Asset }) {
  return (
    <tr>
      <td className="statement-time">{item.create_time.slice(0, 16)}</td>
      <td>{item.kind_name}</td>
      <td className="statement-memo">{item.memo}</td>
      <td className={`statement-amount ${amountClass(item.amount)}`}>{formatAmount(item.amount, asset)}</td>
      <td className="statement-balance">{formatBalance(item.balance, asset)}</td>
    </tr>
  );
}

export function StatementTable({ rows, asset }: { rows: StatementItem[]; asset: Asset }) {
  if (rows.length === 0) {
    return <Empty className="statement-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无记录" />;
  }
  return (
    <table className="statement">
      <thead>
        <tr>
          <th scope="col">时间</th>
          <th scope="col">类型</th>
          <th scope="col">说明</th>
          <th scope="col" className="statement-amount">
            金额
          </th>
          <th scope="col" className="statement-balance">
            余额
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => (
          <StatementRow key={item.id} item={item} asset={asset} />
        ))}
      </tbody>
    </table>
  );
}

/** The filters 全部 / 收入 / 支出, the lines, and the page numbers. */
export function Statement({
  path,
  asset,
  direction,
  page,
  statement,
}: {
  path: string;
  asset: Asset;
  direction: Direction;
  page: number;
  statement: { rows: StatementItem[]; total: number };
}) {
  return (
    <>
      <nav className="section-tabs" aria-label="收支筛选">
        {STATEMENT_FILTERS.map((f) => (
          <Link
            key={f.direction}
            to={statementHref(path, f.direction)}
            className={f.direction === direction ? 'active' : undefined}
            aria-current={f.direction === direction ? 'page' : undefined}
            preventScrollReset
          >
            {f.label}
          </Link>
        ))}
      </nav>
      <StatementTable rows={statement.rows} asset={asset} />
      <QueryPagination page={page} pageSize={STATEMENT_PAGE_SIZE} total={statement.total} />
    </>
  );
}
