/**
 * /action/{date?}: a trading day's 异动 — sectors with their counts and reasons, each sector's stock rows
 * (time, 连板, price, change, reason and analysis), sortable by price, change and time, and a date picker
 * that only offers trading days. Red for up, green for down.
 */
import type { ActionField, ActionRow } from '@common/action';
import { chinaToday, trendOf, utcDay, WEEKDAYS } from '@common/action-vocab';
import { DatePicker, Empty } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ActionDayData } from './action-loader.server';
import { nextSort, type RowSort, SORT_LABELS, sortRows } from './action-sort';
import './action.css';

const signed = (range: string) => (Number(range) > 0 ? `+${range}%` : `${range}%`);

function Rows({ rows }: { rows: ActionRow[] }) {
  return (
    <table className="action-rows">
      <thead>
        <tr>
          <th scope="col">股票</th>
          <th scope="col">异动时间</th>
          <th scope="col">连板</th>
          <th scope="col" className="num">
            价格
          </th>
          <th scope="col" className="num">
            涨跌幅
          </th>
          <th scope="col">异动原因</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const info = r.article.action_info;
          const trend = `trend-${trendOf(info.shares_range)}`;
          return (
            <tr key={r.action_id} data-code={r.code}>
              <td className="action-stock">
                <Link to={`/stock/s/${r.stock_id}`}>{r.name}</Link>
                <span className="action-code">{r.code}</span>
              </td>
              <td>{info.time.slice(0, 5)}</td>
              <td className="action-num">{info.num}</td>
              <td className={`num ${trend}`}>{info.price}</td>
              <td className={`num ${trend} action-range`}>{signed(info.shares_range)}</td>
              <td className="action-reason">
                <p>{info.reason}</p>
                {info.expound && <p className="action-expound">{info.expound}</p>}
                {r.article.article_id && (
                  <Link className="action-post-link" to={`/action/detail/${r.article.article_id}`}>
                    异动解析
                  </Link>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Field({ field, sort }: { field: ActionField; sort: RowSort }) {
  const rows = useMemo(() => sortRows(field.list, sort), [field.list, sort]);
  return (
    <article className="action-field" id={`field-${field.action_field_id}`} aria-label={field.name}>
      <header>
        <h2>
          {field.name}
          <span className="action-field-count">{field.count}</span>
        </h2>
        {field.reason && <p className="action-field-reason">{field.reason}</p>}
      </header>
      <Rows rows={rows} />
    </article>
  );
}

export function ActionPage({ data }: { data: ActionDayData }) {
  const navigate = useNavigate();
  const { count, fields } = data;
  const [sort, setSort] = useState<RowSort>({ key: 'default', desc: true });
  const holidays = useMemo(() => new Set(data.holidays), [data.holidays]);
  const today = chinaToday();
  const closed = (d: Dayjs) => {
    const day = d.format('YYYY-MM-DD');
    return d.day() === 0 || d.day() === 6 || holidays.has(day) || day > today;
  };
  const weekday = WEEKDAYS[utcDay(count.date).getUTCDay()];
  const fellBack = data.requested !== null && data.requested !== count.date;

  return (
    <section className="panel action-page">
      <header className="action-head">
        <h1>异动解析</h1>
        <DatePicker
          aria-label="选择交易日"
          allowClear={false}
          value={dayjs(count.date)}
          disabledDate={closed}
          onChange={(d) => {
            if (d) navigate(`/action/${d.format('YYYY-MM-DD')}`);
          }}
        />
        <nav className="action-head-links">
          {data.diagramUrl && (
            <a href={data.diagramUrl} target="_blank" rel="noopener">
              涨停复盘图
            </a>
          )}
          <Link to="/actions">往期异动</Link>
        </nav>
      </header>
      {fellBack && (
        <p className="action-notice" role="status">
          {data.requested} 非交易日，已显示前一交易日 {count.date} 的异动
        </p>
      )}
      <p className="action-stats">
        <time dateTime={count.date}>
          {count.date} {weekday}
        </time>
        {count.published && (
          <>
            <span>{count.field_count} 个板块</span>
            <span>{count.stock_count} 只个股</span>
            <span className="trend-up">上涨 {count.up_count}</span>
            <span className="trend-down">下跌 {count.down_count}</span>
          </>
        )}
      </p>
      {fields.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="当日异动尚未发布" />
      ) : (
        <>
          <div className="action-toolbar">
            <nav className="action-field-nav" aria-label="板块">
              {fields.map((f) => (
                <a key={f.action_field_id} href={`#field-${f.action_field_id}`}>
                  {f.name}
                  <span>{f.count}</span>
                </a>
              ))}
            </nav>
            <fieldset className="action-sorts" aria-label="排序">
              {SORT_LABELS.map((s) => {
                const active = sort.key === s.key;
                return (
                  <button
                    key={s.key}
                    type="button"
                    aria-pressed={active}
                    className={active ? 'active' : undefined}
                    onClick={() => setSort(nextSort(sort, s.key))}
                  >
                    {s.label}
                    {active && s.key !== 'default' && (sort.desc ? ' ↓' : ' ↑')}
                  </button>
                );
              })}
            </fieldset>
          </div>
          {fields.map((f) => (
            <Field key={f.action_field_id} field={f} sort={sort} />
          ))}
        </>
      )}
    </section>
  );
}
