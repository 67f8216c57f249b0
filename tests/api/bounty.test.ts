import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CommentItem } from '../../common/interaction';
import { PROTOCOLS } from '../../common/legal';
import { ENERGY_POWERS, MONEY_MSG, MONEY_RULES, type PayOrder, shareOf } from '../../common/money';
import { bounties, posts } from '../../server/db/schema';
import { splitShares } from '../../server/modules/bounty/bounty.service';
import { createTestApp, grantEnergy, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Every movement in this file must leave the books exact.
afterEach(async () => {
  expect(await t.app.services.ledger.check()).toEqual([]);
});

type Member = TestClient & { userId: number };

interface Bounty {
  article_id: string;
  integral: number;
  status: number;
  deadline: string;
  winner_comment_id: number | null;
}

let awards = 0;

async function member(opts: { integral?: number; energy?: boolean } = {}): Promise<Member> {
  const c = t.client();
  const { userId } = await registerUser(c);
  if (opts.integral) {
    await t.app.services.ledger.award({
      userId,
      integral: opts.integral,
      memo: 'test',
      key: `bounty-test-${++awards}`,
    });
  }
  if (opts.energy !== false) await grantEnergy(t, userId, ENERGY_POWERS.paidPost);
  return Object.assign(c, { userId });
}

const integralOf = (userId: number) => t.app.services.ledger.balance(userId, 'integral');
const escrow = () => t.app.services.ledger.platformBalance('escrow', 'integral');
const burned = () => t.app.services.ledger.platformBalance('burn', 'integral');

async function ask(c: TestClient, type = 'ask'): Promise<string> {
  const res = await c.post<{ article_id: string; status: number }>('/api/v1/article/add', {
    type,
    title: '这只股票还能拿吗',
    content: '<p>请大家帮忙分析一下</p>',
  });
  expect(res.errCode, res.msg).toBe('0');
  return res.data.article_id;
}

async function answer(c: TestClient, articleId: string, extra: { parent_id?: number } = {}): Promise<number> {
  const res = await c.post<CommentItem>('/api/v1/article/comment/add', {
    article_id: articleId,
    content: '我的看法是继续持有',
    ...extra,
  });
  expect(res.errCode, res.msg).toBe('0');
  return res.data.comment_id;
}

async function like(c: TestClient, commentId: number) {
  const res = await c.post('/api/v1/article/comment/like', { comment_id: commentId });
  expect(res.errCode, res.msg).toBe('0');
}

function setBounty(c: TestClient, articleId: string, integral: number | string) {
  return c.post<PayOrder>('/api/v1/article/bounty/add', { article_id: articleId, integral, pay_type: 3 });
}

async function detail(articleId: string): Promise<Bounty | null> {
  const res = await t
    .client()
    .post<Bounty | null>('/api/v1/article/bounty/detail', { article_id: articleId });
  expect(res.errCode, res.msg).toBe('0');
  return res.data;
}

function adopt(c: TestClient, articleId: string, commentId: number) {
  return c.post<Bounty>('/api/v1/article/bounty/adopt', { article_id: articleId, comment_id: commentId });
}

/** Moves the bounty's deadline into the past, as if its days had gone by. */
async function expire(articleId: string) {
  const [post] = await t.database.db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.articleId, articleId));
  await t.database.db
    .update(bounties)
    .set({ deadline: sql`now() - interval '1 minute'` })
    .where(eq(bounties.postId, post.id));
}

describe('setting a bounty', () => {
  it('holds the 工分 in escrow and shows the bounty on the post', async () => {
    const asker = await member({ integral: 500 });
    const id = await ask(asker);
    const escrowBefore = await escrow();
    const res = await setBounty(asker, id, 200);
    expect(res.errCode, res.msg).toBe('0');
    expect(res.data).toMatchObject({
      kind: 'bounty',
      integral: 200,
      pay_type: 3,
      pay_status: 2,
      pay_types: [3],
    });
    expect(await integralOf(asker.userId)).toBe(300);
    expect((await escrow()) - escrowBefore).toBe(200);

    const bounty = await detail(id);
    expect(bounty).toMatchObject({ article_id: id, integral: 200, status: 1, winner_comment_id: null });
    const days =
      (new Date(`${bounty!.deadline.replace(' ', 'T')}+08:00`).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(MONEY_RULES.bountyDays - 0.01);
    expect(days).toBeLessThan(MONEY_RULES.bountyDays + 0.01);

    const item = await t.client().post<{ bounty: unknown }>('/api/v2/article/detail', { article_id: id });
    expect(item.data.bounty).toEqual({
      integral: 200,
      status: 1,
      deadline: bounty!.deadline,
      winner_comment_id: null,
    });

    const again = await setBounty(asker, id, 100);
    expect(again.msg).toBe(MONEY_MSG.bountyExists);
    expect(await integralOf(asker.userId)).toBe(300);
  });

  it('has no bounty on a question without one, nor on other posts', async () => {
    const asker = await member();
    const id = await ask(asker);
    expect(await detail(id)).toBeNull();
    const item = await t.client().post<{ bounty: unknown }>('/api/v2/article/detail', { article_id: id });
    expect(item.data.bounty).toBeNull();
  });

  it('refuses other posts, other members, amounts out of range, and too few 工分 or 养分', async () => {
    const asker = await member({ integral: 50 });
    const other = await member({ integral: 500 });
    const id = await ask(asker);
    const short = await asker.post<{ article_id: string }>('/api/v1/article/add', {
      type: 'garden',
      content: '<p>今天的短文</p>',
    });

    expect((await setBounty(asker, short.data.article_id, 20)).msg).toBe(MONEY_MSG.notAsk);
    expect((await setBounty(other, id, 20)).msg).toBe(MONEY_MSG.notAsker);
    expect((await setBounty(asker, id, MONEY_RULES.bountyMin - 1)).msg).toBe(MONEY_MSG.bountyRange);
    expect((await setBounty(asker, id, MONEY_RULES.bountyMax + 1)).msg).toBe(MONEY_MSG.bountyRange);
    const poor = await setBounty(asker, id, 51);
    expect(poor.msg).toBe('工分不足');
    expect(await integralOf(asker.userId)).toBe(50);
    expect(await detail(id)).toBeNull();

    const fresh = await member({ integral: 500, energy: false });
    const freshAsk = await ask(fresh);
    expect((await setBounty(fresh, freshAsk, 20)).msg).toBe(MONEY_MSG.energyShort);
    expect(
      (await t.client().post('/api/v1/article/bounty/add', { article_id: id, integral: 20 })).errCode,
    ).toBe('1');
  });

  it('pays with 工分 only', async () => {
    const asker = await member({ integral: 100 });
    const id = await ask(asker);
    const wechat = await asker.post<PayOrder>('/api/v1/article/bounty/add', {
      article_id: id,
      integral: 20,
      pay_type: 2,
    });
    expect(wechat.msg).toBe(MONEY_MSG.payTypeNotAccepted);
    const order = await asker.post<PayOrder>('/api/v1/article/bounty/add', { article_id: id, integral: 20 });
    expect(order.data).toMatchObject({ pay_status: 1, pay_types: [3] });
    const paid = await asker.post<PayOrder>('/api/v1/pay-order/pay', {
      pay_type: 3,
      pay_order_id: order.data.pay_order_id,
      pc: 1,
    });
    expect(paid.data.pay_status).toBe(2);
    expect(await detail(id)).toMatchObject({ integral: 20, status: 1 });
  });

  it('opens one bounty when two orders race to open it', async () => {
    const asker = await member({ integral: 100 });
    const id = await ask(asker);
    const first = await asker.post<PayOrder>('/api/v1/article/bounty/add', { article_id: id, integral: 20 });
    const second = await asker.post<PayOrder>('/api/v1/article/bounty/add', { article_id: id, integral: 30 });
    expect(
      (await asker.post('/api/v1/pay-order/pay', { pay_type: 3, pay_order_id: first.data.pay_order_id }))
        .errCode,
    ).toBe('0');
    const late = await asker.post('/api/v1/pay-order/pay', {
      pay_type: 3,
      pay_order_id: second.data.pay_order_id,
    });
    expect(late.msg).toBe(MONEY_MSG.bountyExists);
    expect(await integralOf(asker.userId)).toBe(80);
    expect(await detail(id)).toMatchObject({ integral: 20 });
  });
});

describe('adopting an answer', () => {
  it('pays the winner minus the burned share, once', async () => {
    const asker = await member({ integral: 1000 });
    const winner = await member();
    const id = await ask(asker);
    expect((await setBounty(asker, id, 300)).errCode).toBe('0');
    const commentId = await answer(winner, id);
    const burnBefore = await burned();
    const escrowBefore = await escrow();

    const res = await adopt(asker, id, commentId);
    expect(res.errCode, res.msg).toBe('0');
    expect(res.data).toMatchObject({ status: 2, winner_comment_id: commentId, integral: 300 });
    const burn = shareOf(300, MONEY_RULES.transferBurnBp);
    expect(await integralOf(winner.userId)).toBe(300 - burn);
    expect((await burned()) - burnBefore).toBe(burn);
    expect(escrowBefore - (await escrow())).toBe(300);
    expect(await integralOf(asker.userId)).toBe(700);

    const notices = await winner.post<{ result: { type: number; content: string }[] }>(
      '/api/v1/user/notice',
      {
        type: 5,
      },
    );
    expect(notices.data.result[0]).toMatchObject({
      type: 5,
      content: expect.stringContaining(`${300 - burn}工分`),
    });

    const another = await answer(await member(), id);
    expect((await adopt(asker, id, another)).msg).toBe(MONEY_MSG.bountyClosed);
    expect((await adopt(asker, id, commentId)).msg).toBe(MONEY_MSG.bountyClosed);
    expect(await integralOf(winner.userId)).toBe(300 - burn);
    const item = await t
      .client()
      .post<{ bounty: { status: number } }>('/api/v2/article/detail', { article_id: id });
    expect(item.data.bounty).toMatchObject({ status: 2, winner_comment_id: commentId });
  });

  it('lets two concurrent adoptions pay once', async () => {
    const asker = await member({ integral: 100 });
    const [a, b] = [await member(), await member()];
    const id = await ask(asker);
    await setBounty(asker, id, 100);
    const [ca, cb] = [await answer(a, id), await answer(b, id)];
    const results = await Promise.all([adopt(asker, id, ca), adopt(asker, id, cb)]);
    expect(results.map((r) => r.errCode).sort()).toEqual(['0', '409']);
    expect((await integralOf(a.userId)) + (await integralOf(b.userId))).toBe(90);
  });

  it('refuses the non-asker, the asker’s own answer, replies, other posts’ comments and a closed deadline', async () => {
    const asker = await member({ integral: 100 });
    const answerer = await member();
    const id = await ask(asker);
    const otherId = await ask(await member());
    await setBounty(asker, id, 50);
    const good = await answer(answerer, id);
    const own = await answer(asker, id);
    const reply = await answer(answerer, id, { parent_id: good });
    const elsewhere = await answer(answerer, otherId);

    expect((await adopt(answerer, id, good)).msg).toBe(MONEY_MSG.notAsker);
    expect((await adopt(asker, id, own)).msg).toBe(MONEY_MSG.answerInvalid);
    expect((await adopt(asker, id, reply)).msg).toBe(MONEY_MSG.answerInvalid);
    expect((await adopt(asker, id, elsewhere)).msg).toBe(MONEY_MSG.answerInvalid);
    expect((await adopt(asker, id, 999_999_999)).msg).toBe(MONEY_MSG.answerInvalid);
    const noBounty = await ask(asker);
    expect((await adopt(asker, noBounty, good)).msg).toBe(MONEY_MSG.bountyNone);

    await expire(id);
    expect((await adopt(asker, id, good)).msg).toBe(MONEY_MSG.bountyClosed);
    expect(await integralOf(answerer.userId)).toBe(0);
    await t.app.services.bounties.settleDue();
  });
});

describe('the deadline', () => {
  it('splits the bounty among the three most-liked answers by others', async () => {
    const asker = await member({ integral: 1000 });
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    const fans = [await member(), await member(), await member()];
    const id = await ask(asker);
    await setBounty(asker, id, 100);
    const [ca, cb, cc, cd] = [
      await answer(a, id),
      await answer(b, id),
      await answer(c, id),
      await answer(d, id),
    ];
    const askerOwn = await answer(asker, id);
    // a: 3 likes, b: 2, c: 1 (and earlier than d's 1), d: 1; the asker's own answer is most liked but never paid.
    for (const f of fans) await like(f, ca);
    for (const f of fans.slice(0, 2)) await like(f, cb);
    await like(fans[0], cc);
    await like(fans[0], cd);
    for (const f of [...fans, a]) await like(f, askerOwn);
    await expire(id);
    const burnBefore = await burned();

    expect(await t.app.services.bounties.settleDue()).toBe(1);
    const { burned: burn, shares } = splitShares(100, [a, b, c]);
    expect(burn).toBe(10);
    expect(shares).toEqual([30, 30, 30]);
    expect(await integralOf(a.userId)).toBe(30);
    expect(await integralOf(b.userId)).toBe(30);
    expect(await integralOf(c.userId)).toBe(30);
    expect(await integralOf(d.userId)).toBe(0);
    expect(await integralOf(asker.userId)).toBe(900);
    expect((await burned()) - burnBefore).toBe(10);
    expect(await detail(id)).toMatchObject({ status: 3, winner_comment_id: null });

    // Settled once: a second run and a late adoption change nothing.
    expect(await t.app.services.bounties.settleDue()).toBe(0);
    expect((await adopt(asker, id, cd)).msg).toBe(MONEY_MSG.bountyClosed);
    expect(await integralOf(a.userId)).toBe(30);
  });

  it('gives the remainder of the split to the most-liked answer', async () => {
    // The burn rounds up (10.2 → 11, 5.5 → 6); what remains is split, the remainder to the first.
    expect(splitShares(102, [{ userId: 1 }, { userId: 2 }, { userId: 3 }])).toEqual({
      burned: 11,
      shares: [31, 30, 30],
    });
    expect(splitShares(55, [{ userId: 1 }, { userId: 2 }])).toEqual({ burned: 6, shares: [25, 24] });
    expect(splitShares(55, [])).toEqual({ burned: 0, shares: [] });
  });

  it('refunds the asker in full when no answer by another member has a like', async () => {
    const asker = await member({ integral: 300 });
    const answerer = await member();
    const id = await ask(asker);
    await setBounty(asker, id, 120);
    await answer(answerer, id);
    const own = await answer(asker, id);
    await like(answerer, own);
    await expire(id);

    expect(await t.app.services.bounties.settleDue()).toBe(1);
    expect(await integralOf(asker.userId)).toBe(300);
    expect(await integralOf(answerer.userId)).toBe(0);
    expect(await detail(id)).toMatchObject({ status: 4 });
    const notices = await asker.post<{ result: { type: number; content: string }[] }>('/api/v1/user/notice', {
      type: 5,
    });
    expect(notices.data.result[0]).toMatchObject({
      type: 5,
      content: expect.stringContaining('退回 120工分'),
    });
  });

  it('leaves bounties before their deadline open', async () => {
    const asker = await member({ integral: 100 });
    const id = await ask(asker);
    await setBounty(asker, id, 10);
    await t.app.services.bounties.settleDue();
    expect(await detail(id)).toMatchObject({ status: 1 });
  });
});

describe('the bounty rule', () => {
  it('states the numbers the code applies', () => {
    const text = PROTOCOLS.bounty.sections.flatMap((s) => s.paragraphs).join('');
    expect(text).toContain(`${MONEY_RULES.bountyMin}~${MONEY_RULES.bountyMax}工分`);
    expect(text).toContain(`${MONEY_RULES.bountyDays}天`);
    expect(text).toContain(`${MONEY_RULES.transferBurnBp / 100}%`);
    expect(text).toContain(`前${MONEY_RULES.bountySplitTop}个`);
    expect(text).toContain('全额退还提问者');
  });
});
