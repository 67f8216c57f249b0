/**
 * Demo announcements and 互动易 Q&A (issue 15 item 6): about three hundred announcements and two hundred
 * questions for twenty well-known stocks over the past year, so /announcement, its Q&A tab, the search
 * page's announcement scope and the home sidebar show something. Deterministic (seeded) and idempotent:
 * rows are written by source key, and a second run on the same China day changes nothing.
 */
import { seededRandom } from '../../../common/seeded-random';
import { startOfChinaDay } from '../../lib/time';
import {
  type AnnouncementWrite,
  type QaWrite,
  upsertAnnouncements,
  upsertQa,
} from '../../modules/announcement/announcement.repo';
import { announcementVector, qaVector } from '../../modules/announcement/announcement.service';
import { StockDirectory } from '../../modules/stock/stock-directory';
import type { Db } from '../client';

export const DEMO_ANNOUNCEMENT_CODES = [
  '600519',
  '300750',
  '000001',
  '000858',
  '002594',
  '601318',
  '688981',
  '600036',
  '000333',
  '601012',
  '600900',
  '002415',
  '300059',
  '601899',
  '600276',
  '000651',
  '603259',
  '002475',
  '601888',
  '300760',
];
const ANNOUNCEMENTS_PER_STOCK = 15;
const QA_PER_STOCK = 10;
const DAY = 86_400_000;

type Template = [type: string, title: (name: string, year: number) => string];
const TEMPLATES: Template[] = [
  ['年度报告', (n, y) => `${n}${y - 1}年年度报告`],
  ['年度报告', (n, y) => `${n}${y - 1}年年度报告摘要`],
  ['半年度报告', (n, y) => `${n}${y}年半年度报告`],
  ['季度报告', (n, y) => `${n}${y}年第一季度报告`],
  ['季度报告', (n, y) => `${n}${y}年第三季度报告`],
  ['业绩预告', (n, y) => `${n}${y}年半年度业绩预告`],
  ['业绩预告', (n, y) => `${n}${y - 1}年度业绩快报`],
  ['临时公告', (n) => `${n}关于回购公司股份的进展公告`],
  ['临时公告', (n) => `${n}关于签订日常经营重大合同的公告`],
  ['临时公告', (n) => `${n}关于获得政府补助的公告`],
  ['临时公告', (n) => `${n}关于对外投资设立全资子公司的公告`],
  ['临时公告', (n) => `${n}关于变更会计师事务所的公告`],
  ['股东大会', (n, y) => `${n}关于召开${y}年第一次临时股东大会的通知`],
  ['股东大会', (n, y) => `${n}${y - 1}年年度股东大会决议公告`],
  ['董事会决议', (n) => `${n}第九届董事会第十二次会议决议公告`],
  ['监事会决议', (n) => `${n}第九届监事会第八次会议决议公告`],
  ['权益分派', (n, y) => `${n}${y - 1}年年度权益分派实施公告`],
  ['融资公告', (n, y) => `${n}${y}年度向特定对象发行A股股票预案`],
  ['股权变动', (n) => `${n}关于持股5%以上股东减持股份计划的公告`],
  ['风险提示', (n) => `${n}股票交易异常波动公告`],
];

const QUESTIONS: [question: (name: string) => string, answer: string][] = [
  [
    (n) => `请问${n}目前的产能利用率如何？下半年订单情况怎样？`,
    '您好，公司目前生产经营情况正常，订单情况请关注公司定期报告。感谢您的关注！',
  ],
  [
    (n) => `请问${n}是否有回购股份或增持的计划？`,
    '尊敬的投资者您好，如有相关计划，公司将严格按照规定及时履行信息披露义务。谢谢！',
  ],
  [
    (n) => `${n}今年的分红比例会提高吗？`,
    '您好，公司将综合考虑盈利水平和发展需要，积极回报股东，具体以董事会方案为准。',
  ],
  [
    (n) => `请问${n}在人工智能方面有哪些布局和应用？`,
    '您好，公司积极推进数字化和智能化建设，相关进展请以公司公告为准。谢谢关注！',
  ],
  [
    (n) => `请问${n}海外业务收入占比是多少？受关税影响大吗？`,
    '您好，公司海外业务占比情况详见年度报告，公司持续关注外部环境变化并积极应对。',
  ],
  [(n) => `请问${n}截至最近一期的股东人数是多少？`, '您好，公司股东人数将在定期报告中披露，感谢您的关注。'],
  [(n) => `${n}的新产品什么时候量产？`, '您好，公司新产品研发按计划推进，量产时间请以公司公告为准。'],
  [(n) => `请问${n}有没有参与数据中心或算力相关的项目？`, ''],
  [
    (n) => `请问${n}的原材料价格下降对毛利率有什么影响？`,
    '您好，原材料价格变化对公司成本有一定影响，公司通过精细化管理控制成本。谢谢！',
  ],
  [(n) => `请问${n}管理层对明年的经营目标是什么？`, ''],
];

/** `YYYY-MM-DD` of an instant in China time. */
const chinaDay = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);

export async function seedAnnouncements(db: Db): Promise<{ announcements: number; qa: number }> {
  const directory = new StockDirectory(db);
  const snap = await directory.current();
  const seg = snap.segmenter;
  const today = startOfChinaDay().getTime();
  const random = seededRandom(15_2026);
  const rows: AnnouncementWrite[] = [];
  const qa: QaWrite[] = [];
  for (const code of DEMO_ANNOUNCEMENT_CODES) {
    const stock = snap.byCode.get(code);
    if (!stock) continue;
    for (let i = 0; i < ANNOUNCEMENTS_PER_STOCK; i++) {
      const [type, title] = TEMPLATES[Math.floor(random() * TEMPLATES.length)];
      // Spread over the past year, announced after the close (16:00–21:59 China time).
      const daysAgo = Math.floor(random() * 365);
      const at =
        today -
        daysAgo * DAY +
        (8 + Math.floor(random() * 6)) * 3_600_000 +
        Math.floor(random() * 60) * 60_000;
      const text = title(stock.name, Number(chinaDay(at).slice(0, 4)));
      const docId = 1_220_000_000 + Math.floor(random() * 9_000_000);
      rows.push({
        sourceKey: `demo:a:${code}:${i}`,
        stockId: stock.id,
        code,
        title: text,
        type,
        publishedAt: new Date(at),
        pdfUrl: `https://static.cninfo.com.cn/finalpage/${chinaDay(at + DAY)}/${docId}.PDF`,
        vector: announcementVector(seg, text, stock),
      });
    }
    for (let i = 0; i < QA_PER_STOCK; i++) {
      const [question, answer] = QUESTIONS[(i + Number(code.slice(-2))) % QUESTIONS.length];
      const daysAgo = Math.floor(random() * 180) + 3;
      const asked = today - daysAgo * DAY + (1 + Math.floor(random() * 12)) * 3_600_000;
      const answered = answer ? asked + (1 + Math.floor(random() * 5)) * DAY + 7 * 3_600_000 : null;
      const text = question(stock.name);
      qa.push({
        sourceKey: `demo:q:${code}:${i}`,
        stockId: stock.id,
        code,
        platform: stock.exchange === 'SH' ? 'sse' : 'szse',
        question: text,
        answer,
        askedAt: new Date(asked),
        answeredAt: answered === null ? null : new Date(answered),
        vector: qaVector(seg, text, answer, stock),
      });
    }
  }
  await db.transaction(async (tx) => {
    await upsertAnnouncements(tx, rows);
    await upsertQa(tx, qa);
  });
  return { announcements: rows.length, qa: qa.length };
}
