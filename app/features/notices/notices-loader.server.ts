/**
 * /agree/me?type=…&from=message: one tab of the member's notices. Rendering marks nothing read (a GET,
 * which another site can trigger); the page marks the tab read through the signed list call once shown.
 */
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { NOTICES_PAGE_SIZE, tabOf } from './notice-tabs';

export async function loadNotices({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const me = context.user;
  if (!me) return { member: false as const };
  const url = new URL(request.url);
  const page = Math.min(200, Math.max(1, Number(url.searchParams.get('page')) || 1));
  const { notices } = context.services;
  // Counts first: they pick the tab when none is named, and show what is unread before this tab is read.
  const counts = await notices.counts(me.user_id);
  const type = tabOf(url.searchParams.get('type'), counts.types);
  const list = await notices.list(me.user_id, { type, start: page, limit: NOTICES_PAGE_SIZE });
  return { member: true as const, type, page, list, counts };
}

export type NoticesData = Awaited<ReturnType<typeof loadNotices>>;
