import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrivateMessages } from '../../app/features/messages/messages-loader.server';
import { loaderArgs } from '../support/page-loader';
import { createTestApp, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Message = { message_id: number; from_user_id: number; to_user_id: number; content: string };
type Session = { user_id: number; name: string; unread_count: number; latest_message: Message };

async function member() {
  const c = t.client();
  const u = await registerUser(c);
  return { c, ...u };
}

const send = (c: TestClient, userId: number, content: string) =>
  c.post<Message>('/api/v1/user/message/send', { user_id: userId, content });
const sessions = (c: TestClient, body: Record<string, unknown> = {}) =>
  c.post<{ result: Session[]; totalCount: number }>('/api/v1/user/session', body);
const history = (c: TestClient, body: Record<string, unknown>) =>
  c.post<{ result: Message[]; has_more: boolean }>('/api/v1/user/message/list', body);
const unread = async (c: TestClient) =>
  (await c.post<{ message: number }>('/api/v1/user/message/unread', {})).data.message;

describe('private messages', () => {
  it('delivers a message, lists the session on both sides and counts it unread for the recipient', async () => {
    const a = await member();
    const b = await member();
    const sent = await send(a.c, b.userId, '  你好，关于宁德时代的观点想请教  ');
    expect(sent).toMatchObject({ errCode: '0', msg: '发送成功' });
    expect(sent.data).toMatchObject({
      from_user_id: a.userId,
      to_user_id: b.userId,
      content: '你好，关于宁德时代的观点想请教',
    });

    const bs = await sessions(b.c);
    expect(bs.data.result).toEqual([
      expect.objectContaining({
        user_id: a.userId,
        name: a.nickname,
        unread_count: 1,
        latest_message: expect.objectContaining({ content: '你好，关于宁德时代的观点想请教' }),
      }),
    ]);
    expect((await sessions(a.c)).data.result[0]).toMatchObject({ user_id: b.userId, unread_count: 0 });
    expect(await unread(b.c)).toBe(1);

    const h = await history(b.c, { user_id: a.userId });
    expect(h.data.result.map((m) => m.content)).toEqual(['你好，关于宁德时代的观点想请教']);
    expect(await unread(b.c)).toBe(0);
  });

  it('clears a conversation’s unread count only through the signed list call, never by rendering the page (a GET)', async () => {
    const a = await member();
    const b = await member();
    await send(a.c, b.userId, '在吗');
    // Another site can send b's browser to /notices/private?u=a: the page shows the message, still unread.
    const page = await loadPrivateMessages(loaderArgs(t, `/notices/private?u=${a.userId}`, b.userId));
    expect(page.member && page.history?.result.map((m) => m.content)).toEqual(['在吗']);
    expect(await unread(b.c)).toBe(1);
    // Older pages leave it unread; the page's signed call for the newest page clears it.
    await history(b.c, { user_id: a.userId, before_id: 1 });
    expect(await unread(b.c)).toBe(1);
    await history(b.c, { user_id: a.userId, limit: 1 });
    expect(await unread(b.c)).toBe(0);
  });

  it('keeps every concurrent message and its unread count', async () => {
    const a = await member();
    const b = await member();
    await Promise.all(Array.from({ length: 20 }, (_, i) => send(a.c, b.userId, `第${i}条`)));
    expect(await unread(b.c)).toBe(20);
    const first = await history(b.c, { user_id: a.userId, limit: 15 });
    expect(first.data).toMatchObject({ has_more: true });
    const rest = await history(b.c, {
      user_id: a.userId,
      limit: 15,
      before_id: first.data.result.at(-1)!.message_id,
    });
    const all = [...first.data.result, ...rest.data.result];
    expect(all).toHaveLength(20);
    expect(new Set(all.map((m) => m.content)).size).toBe(20);
    expect(all.map((m) => m.message_id)).toEqual([...all.map((m) => m.message_id)].sort((x, y) => y - x));
  });

  it('shows a conversation only to the two members in it', async () => {
    const a = await member();
    const b = await member();
    const eve = await member();
    await send(a.c, b.userId, '只给你看');
    expect((await history(eve.c, { user_id: a.userId })).data.result).toEqual([]);
    expect((await history(eve.c, { user_id: b.userId })).data.result).toEqual([]);
    expect((await sessions(eve.c)).data.totalCount).toBe(0);
    expect((await history(t.client(), { user_id: a.userId })).errCode).toBe('1');
  });

  it('orders sessions by the latest message and narrows to one peer', async () => {
    const me = await member();
    const p1 = await member();
    const p2 = await member();
    await send(p1.c, me.userId, '早');
    await send(p2.c, me.userId, '晚');
    expect((await sessions(me.c)).data.result.map((s) => s.user_id)).toEqual([p2.userId, p1.userId]);
    await send(me.c, p1.userId, '回复');
    expect((await sessions(me.c)).data.result.map((s) => s.user_id)).toEqual([p1.userId, p2.userId]);
    const one = await sessions(me.c, { user_id: p2.userId });
    expect(one.data.result.map((s) => s.user_id)).toEqual([p2.userId]);
  });

  it('rejects empty, too long, self-addressed and unknown-recipient messages', async () => {
    const a = await member();
    const b = await member();
    expect(await send(a.c, b.userId, '   ')).toMatchObject({ errCode: '400', msg: '请输入私信内容' });
    expect(await send(a.c, b.userId, '长'.repeat(501))).toMatchObject({
      errCode: '400',
      msg: '私信最多500个字',
    });
    expect(await send(a.c, a.userId, '自言自语')).toMatchObject({ errCode: '400', msg: '不能给自己发私信' });
    expect(await send(a.c, 987654321, '你好')).toMatchObject({ errCode: '404', msg: '用户不存在' });
    expect((await send(t.client(), b.userId, '你好')).errCode).toBe('1');
  });
});
