/** The browser's timeline calls (docs/api/timeline.md). */
import type { TimelineDay, TimelineEventFields } from '@common/timeline';
import { api } from '~/lib/api';

/** One month's events (`YYYY-MM`), grouped by day; `grade` 0 is every grade. */
export const timelineMonth = (month: string, grade: number, signal?: AbortSignal) =>
  api<TimelineDay[]>('/api/v1/timeline/list', { date: month, grade: String(grade) }, { signal });

/** A granted member's event (`/timeline/add`); status 1 means held for review. */
export const publishTimelineEvent = (fields: TimelineEventFields) =>
  api<{ article_id: string; status: number }>('/api/v1/timeline/add', fields);
