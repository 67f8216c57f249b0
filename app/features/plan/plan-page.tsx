/**
 * /plan (SPEC §2; issue 16 item 1): the member's plans in their own order (drag, or 上移/下移 for the
 * keyboard), add/edit, publish, record a result; stats with the outcome chart; and the public plans of
 * others with filters and follow buttons.
 */
import type { PlanItem, PlanStats } from '@common/plan';
import { planRate } from '@common/plan';
import { Alert, Badge, Button, Card, Empty, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Deferred, lazyNamed } from '~/components/deferred';
import { DELETE_CONFIRM } from '~/components/delete-confirm';
import { useFeedback } from '~/components/feedback';
import { deletePlan, myPlans, planRemind, planStats, publishPlan, savePlanOrder } from './plan-api';
import { PlanFigures, PlanStock } from './plan-figures';
import { PlanPublicList } from './plan-public';
import { rateClass } from './plan-trend';
import './plan.css';

const PlanFormDialog = lazyNamed(() => import('./plan-form'), 'PlanFormDialog');
const PlanResultDialog = lazyNamed(() => import('./plan-result'), 'PlanResultDialog');
const PlanChart = lazyNamed(() => import('./plan-chart'), 'PlanChart');

function StatsCard({ stats }: { stats: PlanStats }) {
  return (
    <Card size="small" title="计划统计" className="plan-stats">
      <div className="plan-stats-figures">
        <div>
          <span>计划总数</span>
          <strong>{stats.total}</strong>
        </div>
        <div>
          <span>已执行</span>
          <strong>{stats.executed}</strong>
        </div>
        <div>
          <span>胜率</span>
          <strong data-testid="plan-win-rate">{stats.win_rate.toFixed(2)}%</strong>
        </div>
        <div>
          <span>平均收益</span>
          <strong className={rateClass(stats.avg_return)} data-testid="plan-avg-return">
            {planRate(stats.avg_return)}
          </strong>
        </div>
      </div>
      {stats.history.length > 0 ? (
        <Deferred when>
          <PlanChart history={stats.history} />
        </Deferred>
      ) : (
        <p className="plan-muted">记录计划结果后，这里显示收益走势。</p>
      )}
    </Card>
  );
}

type Dialog = { kind: 'form'; plan: PlanItem | null } | { kind: 'result'; plan: PlanItem } | null;

export function PlanPage(props: { mine: PlanItem[]; stats: PlanStats; remind: { count: number } }) {
  const { message, modal } = useFeedback();
  const [plans, setPlans] = useState(props.mine);
  const [stats, setStats] = useState(props.stats);
  const [remind, setRemind] = useState(props.remind.count);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dragging, setDragging] = useState<number | null>(null);

  const refresh = async () => {
    const [list, s, r] = await Promise.all([myPlans(), planStats(), planRemind()]);
    setPlans(list);
    setStats(s);
    setRemind(r.count);
  };

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= plans.length || from === to) return;
    const next = [...plans];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    const before = plans;
    setPlans(next);
    try {
      await savePlanOrder(next.map((p) => p.article_id));
      void message.success('顺序已保存');
    } catch {
      // The API client has shown the reason; the list goes back to what the server holds.
      setPlans(before);
    }
  };

  const togglePublic = async (plan: PlanItem) => {
    try {
      await publishPlan(plan.article_id, !plan.is_public);
      void message.success(plan.is_public ? '计划已设为私密' : '计划已公开');
      await refresh();
    } catch {}
  };

  const remove = (plan: PlanItem) =>
    modal.confirm({
      ...DELETE_CONFIRM,
      content: `${DELETE_CONFIRM.content}「${plan.title}」`,
      onOk: async () => {
        await deletePlan(plan.article_id);
        void message.success('计划已删除');
        await refresh();
      },
    });

  const saved = async () => {
    setDialog(null);
    await refresh();
  };

  const mineTab = (
    <div className="plan-mine">
      {remind > 0 && (
        <Alert
          type="warning"
          showIcon
          className="plan-remind"
          title={`有 ${remind} 个计划已到交易日，请记录结果`}
        />
      )}
      <div className="plan-toolbar">
        <Button type="primary" onClick={() => setDialog({ kind: 'form', plan: null })}>
          新建计划
        </Button>
        <span className="plan-muted">拖动卡片或使用“上移/下移”调整顺序，顺序自动保存。</span>
      </div>
      <div className="plan-columns">
        <ol className="plan-list" aria-label="我的计划">
          {plans.length === 0 && <Empty description="还没有交易计划" />}
          {plans.map((plan, i) => (
            <li
              key={plan.article_id}
              className={`plan-card${dragging === i ? ' plan-dragging' : ''}`}
              data-plan-id={plan.article_id}
              draggable
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(i));
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                const from = Number(e.dataTransfer.getData('text/plain'));
                setDragging(null);
                if (Number.isInteger(from)) void move(from, i);
              }}
              onDragEnd={() => setDragging(null)}
            >
              <div className="plan-card-head">
                <span className="plan-handle" aria-hidden>
                  ⋮⋮
                </span>
                <PlanStock plan={plan} />
                {plan.is_public ? <Tag color="blue">已公开</Tag> : <Tag>私密</Tag>}
                {plan.follow_count > 0 && <span className="plan-muted">{plan.follow_count} 人跟随</span>}
                <Space size={4} className="plan-move">
                  <Button
                    size="small"
                    aria-label={`上移 ${plan.title}`}
                    disabled={i === 0}
                    onClick={() => void move(i, i - 1)}
                  >
                    上移
                  </Button>
                  <Button
                    size="small"
                    aria-label={`下移 ${plan.title}`}
                    disabled={i === plans.length - 1}
                    onClick={() => void move(i, i + 1)}
                  >
                    下移
                  </Button>
                </Space>
              </div>
              <PlanFigures plan={plan} />
              {plan.reason && <p className="plan-reason">{plan.reason}</p>}
              <Space size={4} wrap>
                {plan.outcome === null && (
                  <>
                    <Button size="small" onClick={() => setDialog({ kind: 'form', plan })}>
                      编辑
                    </Button>
                    <Button
                      size="small"
                      type="primary"
                      ghost
                      onClick={() => setDialog({ kind: 'result', plan })}
                    >
                      记录结果
                    </Button>
                  </>
                )}
                <Button size="small" onClick={() => void togglePublic(plan)}>
                  {plan.is_public ? '设为私密' : '公开'}
                </Button>
                <Button size="small" href={`/h5/plan-share?id=${plan.article_id}`} target="_blank">
                  分享卡片
                </Button>
                <Button size="small" danger onClick={() => remove(plan)}>
                  删除
                </Button>
              </Space>
            </li>
          ))}
        </ol>
        <StatsCard stats={stats} />
      </div>
    </div>
  );

  return (
    <section className="panel plan-page">
      <h1>交易计划</h1>
      <Tabs
        items={[
          {
            key: 'mine',
            label: (
              <Badge count={remind} size="small" offset={[8, -2]} title="已到交易日的计划">
                我的计划
              </Badge>
            ),
            children: mineTab,
          },
          { key: 'public', label: '公开计划', children: <PlanPublicList /> },
        ]}
      />
      <Deferred when={dialog?.kind === 'form'}>
        <PlanFormDialog
          open={dialog?.kind === 'form'}
          plan={dialog?.kind === 'form' ? dialog.plan : null}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      </Deferred>
      <Deferred when={dialog?.kind === 'result'}>
        <PlanResultDialog
          plan={dialog?.kind === 'result' ? dialog.plan : null}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      </Deferred>
    </section>
  );
}
