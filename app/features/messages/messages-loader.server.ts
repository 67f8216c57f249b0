/**
 * /notices/private and /notices/private?u={userId}: the member's sessions and, with `u`, the
 * conversation with that member (which may have no messages yet). Visitors get the login prompt.
 * Rendering marks nothing read (a GET, which another site can trigger); the page clears the
 * conversation's unread count through the signed list call once shown.
 */
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { orNotFound } from '~/lib/loader-helpers.server';

const USER_ID = /^[1-9]\d{0,15}$/;

export async function loadPrivateMessages({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const me = context.user;
  if (!me) return { member: false as const };
  const raw = new URL(request.url).searchParams.get('u');
  if (raw !== null && !USER_ID.test(raw)) throw data(null, { status: 404 });
  const peerId = raw === null ? null : Number(raw);
  const { messages } = context.services;
  const [sessions, peer, history] = await Promise.all([
    messages.sessions(me.user_id, { start: 1, limit: 30 }),
    peerId === null || peerId === me.user_id ? null : orNotFound(() => messages.peer(peerId)),
    peerId === null || peerId === me.user_id ? null : messages.history(me.user_id, peerId, { limit: 30 }),
  ]);
  return { member: true as const, me: me.user_id, sessions, peer, history };
}

export type PrivateMessagesData = Awaited<ReturnType<typeof loadPrivateMessages>>;
