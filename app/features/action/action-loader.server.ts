/**
 * Loaders of the 异动 pages (DESIGN §3: services in-process). SPEC §6 lets visitors view action pages,
 * while /api/v1/action/field is login-gated as on the real site (REFERENCE.md): the pages read the day
 * through the service here, so a visitor sees the same sectors a member does; only third-party API
 * clients meet the gate (docs/api/actions.md).
 */
import { isCalendarDay } from '@common/action-vocab';
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';

type Args = Pick<LoaderFunctionArgs, 'params' | 'request'> & { context: AppLoadContext };

/** A date in the path must be a real day; anything else is the 404 page. */
function dateParam(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!isCalendarDay(raw)) throw data(null, { status: 404 });
  return raw;
}

/** /action/{date?}: the day's counts and sectors, and the closures the date picker disables. */
export async function loadActionDay({ params, context }: Args) {
  const requested = dateParam(params.date);
  const actions = context.services.actions;
  const [{ count, fields, diagramUrl }, holidays] = await Promise.all([
    actions.page(requested),
    actions.calendar.allHolidays(),
  ]);
  return { requested: requested ?? null, count, fields, holidays, diagramUrl };
}

export type ActionDayData = Awaited<ReturnType<typeof loadActionDay>>;

const PAGE_SIZE = 20;

/** /actions?page=: the published days, newest first. */
export async function loadActionDays({ request, context }: Args) {
  const raw = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100 ? raw : 1;
  return { page, days: await context.services.actions.days(page, PAGE_SIZE) };
}

/** /h5/image/{date?}: the day's overview image, if the day was published. */
export async function loadActionImage({ params, context }: Args) {
  const requested = dateParam(params.date);
  const { count, diagramUrl } = await context.services.actions.page(requested);
  return { requested: requested ?? null, count, url: diagramUrl, origin: context.publicOrigin };
}
