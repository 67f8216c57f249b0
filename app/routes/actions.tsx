/** /actions (SPEC §2): the published 异动 days, newest first. */

import { utcDay, WEEKDAYS } from '@common/action-vocab';
import { SITE_NAME } from '@common/constants';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { loadActionDays } from '~/features/action/action-loader.server';
import type { Route } from './+types/actions';
import '~/features/action/action.css';

export const loader = (args: Route.LoaderArgs) => loadActionDays(args);

export const meta: Route.MetaFunction = () => [{ title: `往期异动 - ${SITE_NAME}` }];

export default function Actions({ loaderData }: Route.ComponentProps) {
  const { page, days } = loaderData;
  return (
    <section className="panel actions-page">
      <h1>往期异动</h1>
      {days.result.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无异动" />
      ) : (
        <ul className="actions-list">
          {days.result.map((d) => (
            <li key={d.date}>
              <Link to={`/action/${d.date}`}>
                {d.date} {WEEKDAYS[utcDay(d.date).getUTCDay()]} 异动解析
              </Link>
              <span>
                {d.field_count} 个板块 · {d.stock_count} 只个股
              </span>
            </li>
          ))}
        </ul>
      )}
      <nav className="actions-pager">
        {days.hasPre && <Link to={`/actions?page=${page - 1}`}>上一页</Link>}
        {days.hasNext && <Link to={`/actions?page=${page + 1}`}>下一页</Link>}
      </nav>
    </section>
  );
}
