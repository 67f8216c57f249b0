import { readFileSync } from 'node:fs';
import { upsertCities, upsertCountryCodes, upsertProvinces } from '../../modules/area/area.repo';
import { MedalService } from '../../modules/medal/medal.service';
import { upsertStocks } from '../../modules/stock/stock.repo';
import { findUserByPhone, insertUser } from '../../modules/user/user.repo';
import { hashPassword } from '../../modules/user/user.service';
import type { Db } from '../client';
import { seedActions } from './actions';
import { seedAnnouncements } from './announcements';
import { seedBrokers } from './brokers';
import { seedCompetition } from './competition';
import { seedConsole } from './console';
import { seedIndustry } from './industry';
import { seedMoney } from './money';
import { seedOpinion } from './opinion';
import { seedPlans } from './plans';
import { loadSeedAuthors, seedPosts } from './posts';
import { seedProducts } from './products';
import { loadBundledStocks } from './stock-csv';
import { seedTimeline } from './timeline';

interface Region {
  province_code: string;
  name: string;
  cities: { city_code: string; name: string }[];
}

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')) as T;

/** Demo members (documented in README). Passwords follow the SPEC §5 rule. */
export const DEMO_PASSWORD = 'Yanshe@2026';
export const DEMO_USERS = [
  {
    phone: '13800000001',
    nickname: '研社官方',
    profile: '研社官方账号，发布社区公告与精选研究。',
    styleStr: '官方',
  },
  {
    phone: '13800000002',
    nickname: '价值投资老张',
    profile: '十五年A股老兵，专注消费与医药。',
    styleStr: '价值投资',
  },
  {
    phone: '13800000003',
    nickname: '趋势交易小李',
    profile: '关注新能源与半导体产业链景气度。',
    styleStr: '趋势交易',
  },
] as const;

/** Reference data every deployment needs; idempotent. */
export async function seedReference(db: Db): Promise<void> {
  const countries = readJson<{ name: string; code: string }[]>('country-codes.json');
  const regions = readJson<Region[]>('regions.json');
  await db.transaction(async (tx) => {
    await upsertCountryCodes(
      tx,
      countries.map((c, i) => ({ ...c, sort: i })),
    );
    await upsertProvinces(
      tx,
      regions.map((r) => ({ provinceCode: r.province_code, name: r.name })),
    );
    await upsertCities(
      tx,
      regions.flatMap((r) =>
        r.cities.map((c) => ({ cityCode: c.city_code, provinceCode: r.province_code, name: c.name })),
      ),
    );
    await upsertStocks(tx, loadBundledStocks());
  });
}

/**
 * Demo members, the ten research authors of the post corpus, and the corpus itself (posts, comments,
 * reactions), so a fresh `npm start` looks alive; idempotent.
 */
export async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const authors = [
    ...DEMO_USERS,
    ...loadSeedAuthors().map((a) => ({
      phone: a.phone,
      nickname: a.nickname,
      profile: a.profile,
      styleStr: a.style_str,
    })),
  ];
  const ids: number[] = [];
  for (const u of authors) {
    const row =
      (await findUserByPhone(db, '+86', u.phone)) ??
      (await insertUser(db, { countryCode: '+86', passwordHash, ...u }));
    ids.push(row.id);
  }
  await seedMoney(
    db,
    authors.map((a, i) => ({ id: ids[i], phone: a.phone })),
  );
  await seedPosts(db, ids.slice(DEMO_USERS.length));
  await seedProducts(db);
  await seedConsole(db, passwordHash);
  await seedActions(db);
  await seedTimeline(db);
  await seedIndustry(db);
  await seedAnnouncements(db);
  await seedCompetition(db);
  await seedPlans(db);
  await seedOpinion(db);
  await seedBrokers(db);
  const medals = new MedalService(db);
  for (const [phone, codes] of DEMO_MEDALS) {
    const id = ids[authors.findIndex((a) => a.phone === phone)];
    if (id !== undefined) for (const code of codes) await medals.grant(id, code);
  }
}

/** Medals of a few demo members, so user homes show some (granting is idempotent). */
const DEMO_MEDALS: [phone: string, codes: string[]][] = [
  ['13800000001', ['early_member']],
  ['13800000010', ['original_author', 'popular_author']],
  ['13800000011', ['insightful']],
];
