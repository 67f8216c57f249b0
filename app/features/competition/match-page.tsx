/**
 * /match/{id?}: a trading competition — period, rules and prizes, the ranking by the return of the
 * entrants' holdings (red up, green down, 2 decimals), the member's application and the apply flow.
 */

import { trendOf } from '@common/action-vocab';
import {
  APPLICATION_STATUS,
  type Application,
  type Competition,
  type CompetitionDetail,
  type RankPage,
  type RankRow,
} from '@common/competition';
import { Alert, Avatar, Card, Empty, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '~/lib/api';
import { ApplyFlow } from './apply-flow';
import type { MatchPageData } from './competition-loader.server';
import './match.css';

const STATUS_COLORS = ['blue', 'red', 'default'] as const;
const APPLICATION_COLORS = ['gold', 'green', 'red'] as const;

/** Red up, green down, as trendOf decides on the 异动 pages. */
const TREND_CLASSES = { up: 'match-up', down: 'match-down', flat: '' } as const;

/** An editor-written part of the competition (rules, prizes), when there is one. */
function HtmlSection({ title, html }: { title: string; html: string }) {
  if (!html) return null;
  return (
    <section className="match-text">
      <h2>{title}</h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitizePostHtml) when stored */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

function Ranking({ competition, first }: { competition: Competition; first: RankPage }) {
  const [page, setPage] = useState(first);
  const [loading, setLoading] = useState(false);
  const go = async (start: number) => {
    setLoading(true);
    try {
      setPage(
        await api<RankPage>('/api/v1/competition/rank', {
          id: competition.id,
          start,
          limit: first.pageSize,
        }),
      );
    } catch {
      // Toasted by the API client.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Card
      title="收益排行"
      extra={page.close_date ? `按 ${page.close_date} 收盘价计算` : '暂无收盘价，收益按成本计'}
      className="match-card"
    >
      <Table<RankRow>
        rowKey="user_id"
        size="middle"
        loading={loading}
        dataSource={page.result}
        locale={{ emptyText: <Empty description="暂无参赛选手" /> }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: page.totalCount,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (n) => void go(n),
        }}
        columns={[
          { title: '排名', dataIndex: 'rank', width: 70 },
          {
            title: '选手',
            render: (_, r) => (
              <Link to={`/user/${r.user_id}`} className="match-player">
                <Avatar size={24} src={r.avatar || undefined}>
                  {r.nickname.slice(0, 1)}
                </Avatar>
                {r.nickname}
              </Link>
            ),
          },
          {
            title: '收益率',
            align: 'right',
            render: (_, r) => {
              const trend = trendOf(r.return_rate);
              return (
                <span className={TREND_CLASSES[trend]}>
                  {trend === 'up' ? '+' : ''}
                  {r.return_rate}%
                </span>
              );
            },
          },
          { title: '持仓市值', dataIndex: 'market_value', align: 'right' },
          { title: '持仓成本', dataIndex: 'cost_value', align: 'right' },
          { title: '股票数', dataIndex: 'stock_count', align: 'right', width: 80 },
        ]}
      />
    </Card>
  );
}

function MyApplication({ application }: { application: Application }) {
  return (
    <div className="match-mine">
      <p>
        我的报名：
        <Tag color={APPLICATION_COLORS[application.status]}>{application.status_text}</Tag>
        <span className="match-muted">提交于 {application.create_time}</span>
      </p>
      {application.status === APPLICATION_STATUS.REJECTED && application.reason && (
        <Alert type="error" showIcon title={`驳回理由：${application.reason}`} style={{ marginBottom: 12 }} />
      )}
      <Table
        rowKey="stock_id"
        size="small"
        pagination={false}
        dataSource={application.holdings}
        columns={[
          { title: '代码', dataIndex: 'code' },
          { title: '名称', dataIndex: 'name' },
          { title: '持仓数量', dataIndex: 'quantity', align: 'right' },
          { title: '成本价', dataIndex: 'cost', align: 'right' },
        ]}
      />
    </div>
  );
}

function Entry({ detail }: { detail: CompetitionDetail }) {
  const [mine, setMine] = useState(detail.mine);
  const c = detail.competition;
  return (
    <Card title="参赛报名" className="match-card">
      {mine ? (
        <MyApplication application={mine} />
      ) : c.applying ? (
        <ApplyFlow competitionId={c.id} onApplied={setMine} />
      ) : (
        <p className="match-muted">
          报名时间 {c.apply_start} 至 {c.apply_end}，当前不在报名时间内
        </p>
      )}
    </Card>
  );
}

export function MatchPage({ data }: { data: MatchPageData }) {
  const { detail, others } = data;
  if (!detail) {
    return (
      <div className="match-page">
        <Empty description="暂无实盘大赛，敬请期待" />
      </div>
    );
  }
  const c = detail.competition;
  return (
    <div className="match-page">
      <div className="match-main">
        <Card className="match-card">
          <h1 className="match-title">
            {c.name} <Tag color={STATUS_COLORS[c.status]}>{c.status_text}</Tag>
          </h1>
          <dl className="match-facts">
            <dt>比赛时间</dt>
            <dd>
              {c.start_date} 至 {c.end_date}
            </dd>
            <dt>报名时间</dt>
            <dd>
              {c.apply_start} 至 {c.apply_end}
            </dd>
            <dt>参赛人数</dt>
            <dd>{c.entrant_count}</dd>
          </dl>
          <HtmlSection title="比赛规则" html={c.rules} />
          <HtmlSection title="奖项设置" html={c.prizes} />
        </Card>
        <Entry key={c.id} detail={detail} />
        <Ranking key={`rank-${c.id}`} competition={c} first={detail.ranking} />
      </div>
      <aside className="match-side">
        <Card title="全部比赛" size="small">
          <ul className="match-list">
            {others.map((o) => (
              <li key={o.id} className={o.id === c.id ? 'match-current' : undefined}>
                <Link to={`/match/${o.id}`}>{o.name}</Link>
                <span className="match-muted">
                  {o.start_date} · {o.status_text}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </aside>
    </div>
  );
}
