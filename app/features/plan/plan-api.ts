/** The browser's trade-plan calls (docs/api/plans.md). */
import type { PlanItem, PlanStats } from '@common/plan';
import { api } from '~/lib/api';
import type { Page } from '../../../server/modules/post/post.service';

/** What the form sends: prices as typed (yuan text), the size, the day. */
export interface PlanFormValues {
  stock_id: number;
  direction: 'buy' | 'sell';
  entry_price: string;
  target_price: string;
  stop_price: string;
  size: string;
  reason: string;
  valid_until: string;
}

export const myPlans = () => api<PlanItem[]>('/api/v1/article/plan/list', {});
export const planStats = () => api<PlanStats>('/api/v1/article/plan/stats', {});
export const planRemind = () =>
  api<{ count: number; today: string }>('/api/v1/article/plan/count-remind', {});
export const addPlan = (v: PlanFormValues) =>
  api<{ article_id: string; trade_date: string }>('/api/v1/article/plan/add', { ...v });
export const updatePlan = (id: string, v: PlanFormValues) =>
  api<{ article_id: string; trade_date: string }>('/api/v1/article/plan/update', { ...v, article_id: id });
export const deletePlan = (id: string) => api<null>('/api/v1/article/plan/delete', { article_id: id });
export const publishPlan = (id: string, isPublic: boolean) =>
  api<null>('/api/v1/article/plan/publish', { article_id: id, is_public: isPublic ? 1 : 0 });
export const recordPlanResult = (id: string, outcome: number, execPrice: string) =>
  api<PlanItem>('/api/v1/article/plan/update-result', { article_id: id, outcome, exec_price: execPrice });
export const savePlanOrder = (ids: string[]) =>
  api<{ article_ids: string[] }>('/api/v1/article/plan/save-order-by', { article_ids: ids });
export const followPlan = (id: string) =>
  api<{ is_follow: number; follow_count: number }>('/api/v1/article/plan/follow', { article_id: id });
export const publicPlans = (body: Record<string, unknown>) =>
  api<Page<PlanItem>>('/api/v1/article/plan/page', body);
