/**
 * Loaders of the timeline pages (DESIGN §3: services in-process). /timeline is open to visitors (SPEC §6);
 * the month shown first is the newest month with events, so the page is never empty while events exist.
 */
import { formatDateTime } from '@common/format';
import { monthOf, previousMonth, TIMELINE_GRADES } from '@common/timeline-vocab';
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { orNotFound } from '~/lib/loader-helpers.server';

/** Today in China time, YYYY-MM-DD. */
const chinaDate = () => formatDateTime(Date.now(), 'YYYY-MM-DD');

type Args = Pick<LoaderFunctionArgs, 'request' | 'params'> & { context: AppLoadContext };

const ARTICLE_ID = /^[0-9a-z]{1,32}$/;

export const gradeOf = (query: URLSearchParams) => {
  const raw = Number(query.get('grade'));
  return TIMELINE_GRADES.some((g) => g.value === raw) ? raw : 0;
};

/** /timeline?grade=: the newest month holding events (of that grade), and where scrolling ends. */
export async function loadTimeline({ request, context }: Args) {
  const grade = gradeOf(new URL(request.url).searchParams);
  const timeline = context.services.timeline;
  const earliest = await timeline.earliestMonth();
  let month = monthOf(chinaDate());
  let days = await timeline.list({ date: month, grade, start: 1, limit: 20 });
  while (days.length === 0 && earliest && month > earliest) {
    month = previousMonth(month);
    days = await timeline.list({ date: month, grade, start: 1, limit: 20 });
  }
  const user = context.user ?? null;
  const canPublish = user ? await timeline.canPublish(user.user_id) : false;
  return { grade, month, days, earliest, canPublish };
}

/** /timeline/{articleId}: the event and the rest of its day. */
export async function loadTimelineEvent({ params, context }: Args) {
  const id = params.articleId ?? '';
  if (!ARTICLE_ID.test(id)) throw data(null, { status: 404 });
  return orNotFound(() => context.services.timeline.event(id));
}

/** /timeline/edit: whether the member may publish (null for a visitor: the login gate asks to log in). */
export async function loadTimelineEdit({ context }: Args) {
  const user = context.user ?? null;
  return {
    canPublish: user ? await context.services.timeline.canPublish(user.user_id) : null,
    today: chinaDate(),
  };
}
