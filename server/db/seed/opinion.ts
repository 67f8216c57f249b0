/**
 * Demo opinion questions (issue 16 item 2): the open session's question and the six trading days before
 * it, with votes from the demo members on the past ones, so the home card and 往期 show results at once.
 * Idempotent (a day that has a question is left as it is; a member's vote is never changed) and
 * deterministic (the answers are seeded by the day).
 */
import { like } from 'drizzle-orm';
import { OPINION_DEFAULT_OPTIONS } from '../../../common/opinion';
import { seededRandom } from '../../../common/seeded-random';
import { TradingCalendar } from '../../modules/market/trading-calendar';
import { OpinionService } from '../../modules/opinion/opinion.service';
import type { Db } from '../client';
import { opinionQuestions, opinionVotes, users } from '../schema';

const PAST_DAYS = 6;

const QUESTIONS: { title: string; options?: string[] }[] = [
  { title: '今日收盘A股怎么走？' },
  { title: '算力板块今天能否延续强势？', options: ['继续走强', '冲高回落', '高位震荡', '说不好'] },
  { title: '今日收盘上证指数怎么走？' },
  { title: '创业板指今天表现如何？' },
  { title: '今日两市成交额能否站上万亿？', options: ['能', '不能'] },
  { title: '人形机器人板块今天怎么走？' },
  { title: '今日收盘A股怎么走？' },
];

/** The number of questions written. */
export async function seedOpinion(db: Db): Promise<number> {
  const calendar = new TradingCalendar(db);
  const session = await new OpinionService(db, calendar).sessionDay();
  const days = [session];
  let day = session;
  for (let i = 0; i < PAST_DAYS; i++) {
    day = await calendar.previous(day);
    days.push(day);
  }
  // Demo members and the corpus's authors (their phones begin 138000000).
  const voters = await db.select({ id: users.id }).from(users).where(like(users.phone, '138000000%'));
  let written = 0;
  for (const [i, d] of days.entries()) {
    const q = QUESTIONS[i % QUESTIONS.length];
    const options = q.options ?? [...OPINION_DEFAULT_OPTIONS];
    const [row] = await db
      .insert(opinionQuestions)
      .values({ day: d, title: q.title, options })
      .onConflictDoNothing()
      .returning({ id: opinionQuestions.id });
    if (!row) continue;
    written++;
    // The open question starts with a few votes only, so a member's own vote visibly moves the bars.
    const random = seededRandom(Number(d.replaceAll('-', '')));
    const share = i === 0 ? 0.3 : 0.85;
    const votes = voters
      .filter(() => random() < share)
      .map((v) => ({ questionId: row.id, userId: v.id, option: 1 + Math.floor(random() * options.length) }));
    if (votes.length) await db.insert(opinionVotes).values(votes).onConflictDoNothing();
  }
  return written;
}
