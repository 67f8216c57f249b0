/** /plan's 公开计划 tab: others' published plans (`/plan/page`), filtered and ranked, with follow buttons. */
import { PLAN_PAGE_SIZE, type PlanItem, type PlanOrder } from '@common/plan';
import { Button, Empty, Input, Pagination, Select, Space, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useFeedback } from '~/components/feedback';
import type { Page } from '../../../server/modules/post/post.service';
import { followPlan, publicPlans } from './plan-api';
import { PlanFigures, PlanStock } from './plan-figures';

interface Filters {
  keyword: string;
  stock_name: string;
  nickname: string;
  stock_direction: '' | 'buy' | 'sell';
  orderBy: PlanOrder;
}

/** The typed filters, searched on Enter or 搜索. */
const TEXT_FILTERS = [
  { key: 'keyword', label: '关键词', placeholder: '关键词' },
  { key: 'stock_name', label: '股票', placeholder: '股票名称或代码' },
  { key: 'nickname', label: '作者', placeholder: '作者昵称' },
] as const;

const DIRECTION_OPTIONS = [
  { value: '', label: '全部方向' },
  { value: 'buy', label: '买入' },
  { value: 'sell', label: '卖出' },
];

const ORDER_OPTIONS = [
  { value: 'stock_hot', label: '股票热度' },
  { value: 'newest', label: '最新公开' },
  { value: 'return', label: '收益最高' },
];

const EMPTY: Filters = {
  keyword: '',
  stock_name: '',
  nickname: '',
  stock_direction: '',
  orderBy: 'stock_hot',
};

export function PlanPublicList() {
  const { message } = useFeedback();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [start, setStart] = useState(1);
  const [page, setPage] = useState<Page<PlanItem> | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(await publicPlans({ ...filters, start, limit: PLAN_PAGE_SIZE }));
    } catch {
      // The API client has shown the reason.
    } finally {
      setLoading(false);
    }
  }, [filters, start]);

  useEffect(() => {
    void load();
  }, [load]);

  const toggleFollow = async (plan: PlanItem) => {
    try {
      const state = await followPlan(plan.article_id);
      void message.success(state.is_follow ? '已跟随' : '已取消跟随');
      setPage(
        (p) =>
          p && {
            ...p,
            result: p.result.map((x) => (x.article_id === plan.article_id ? { ...x, ...state } : x)),
          },
      );
    } catch {}
  };

  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));
  const search = () => {
    setStart(1);
    setFilters(draft);
  };

  return (
    <div className="plan-public">
      <Space wrap className="plan-filters">
        {TEXT_FILTERS.map((f) => (
          <Input
            key={f.key}
            aria-label={f.label}
            placeholder={f.placeholder}
            value={draft[f.key]}
            onChange={(e) => set({ [f.key]: e.target.value })}
            onPressEnter={search}
          />
        ))}
        <Select
          aria-label="方向"
          value={draft.stock_direction}
          style={{ width: 100 }}
          options={DIRECTION_OPTIONS}
          onChange={(v) => set({ stock_direction: v })}
        />
        <Select
          aria-label="排序"
          value={draft.orderBy}
          style={{ width: 110 }}
          options={ORDER_OPTIONS}
          onChange={(v) => {
            set({ orderBy: v });
            setStart(1);
            setFilters((f) => ({ ...f, orderBy: v }));
          }}
        />
        <Button type="primary" onClick={search}>
          搜索
        </Button>
      </Space>
      <Spin spinning={loading}>
        {page && page.result.length === 0 && <Empty description="暂无公开的交易计划" />}
        <ol className="plan-list" aria-label="公开计划">
          {page?.result.map((plan) => (
            <li key={plan.article_id} className="plan-card" data-plan-id={plan.article_id}>
              <div className="plan-card-head">
                <PlanStock plan={plan} />
                <span className="plan-muted">热度 {plan.stock_heat}</span>
                <span className="plan-muted">
                  {plan.nickname} · {plan.create_time}
                </span>
                <span className="plan-grow" />
                <span className="plan-muted">{plan.follow_count} 人跟随</span>
                {!plan.is_mine && (
                  <Button
                    size="small"
                    type={plan.is_follow ? 'default' : 'primary'}
                    aria-label={`${plan.is_follow ? '取消跟随' : '跟随'} ${plan.title}`}
                    onClick={() => void toggleFollow(plan)}
                  >
                    {plan.is_follow ? '已跟随' : '跟随'}
                  </Button>
                )}
              </div>
              <PlanFigures plan={plan} />
              {plan.reason && <p className="plan-reason">{plan.reason}</p>}
            </li>
          ))}
        </ol>
        {page && page.totalCount > PLAN_PAGE_SIZE && (
          <Pagination
            current={start}
            pageSize={PLAN_PAGE_SIZE}
            total={page.totalCount}
            showSizeChanger={false}
            onChange={setStart}
          />
        )}
      </Spin>
    </div>
  );
}
