import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordClouds } from '../../server/db/schema';
import { chinaDate } from '../../server/lib/time';
import { STOP_WORDS } from '../../server/modules/search/stop-words';
import { WordCloudService } from '../../server/modules/word-cloud/word-cloud.service';
import { createTestApp, grantEnergy, registerUser, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
let authors: TestClient[];
beforeAll(async () => {
  t = await createTestApp();
  authors = [t.client(), t.client()];
  // Enough 养分 to price posts (ENERGY_POWERS.paidPost).
  for (const c of authors) await grantEnergy(t, (await registerUser(c)).userId);
});
afterAll(() => t.close());

const URL_PATTERN = /^\/word-cloud\/(\d{8}-[0-9a-f]{8})\.svg$/;
const STOPS = new Set(STOP_WORDS);

let posted = 0;
async function publish(body: Record<string, unknown>): Promise<string> {
  // Two authors share the work: the publish limit allows ten posts per author in ten minutes.
  const c = authors[posted++ % authors.length];
  const res = await c.post<{ article_id: string }>('/api/v1/article/add', { type: 'long', ...body });
  if (res.errCode !== '0') throw new Error(res.msg);
  return res.data.article_id;
}

async function cloudUrl(): Promise<string> {
  const res = await t.client().post<string>('/api/v1/search/word-cloud', {});
  expect(res.errCode).toBe('0');
  expect(res.data).toMatch(URL_PATTERN);
  return res.data;
}

async function storedWords(url: string): Promise<string[]> {
  const key = URL_PATTERN.exec(url)![1];
  const [row] = await t.database.db.select().from(wordClouds).where(eq(wordClouds.key, key));
  return row.words.map((w) => w.word);
}

const svgOf = async (url: string) => (await t.client().get(url)).body;

describe('the word cloud', () => {
  let quietUrl = '';

  it('draws a quiet day from the latest posts, and says so', async () => {
    const old = await publish({
      title: '贵州茅台的渠道库存',
      content: '<p>贵州茅台批价企稳，渠道库存回落。</p>',
    });
    await t.database.db.execute(
      sql`update posts set check_time = now() - interval '3 days' where article_id = ${old}`,
    );
    await publish({
      title: '宁德时代储能订单',
      content: '<p>宁德时代储能订单饱满，我们认为景气度仍在。</p>',
    });
    await publish({ title: '宁德时代的电池', content: '<p>宁德时代发布新一代电池。</p>' });
    quietUrl = await cloudUrl();
    expect(quietUrl).toContain(`/word-cloud/${chinaDate().replaceAll('-', '')}-`);
    const words = await storedWords(quietUrl);
    expect(words).toEqual(expect.arrayContaining(['宁德时代', '贵州茅台', '储能']));
    const svg = await svgOf(quietUrl);
    expect(svg).toContain('>近期热词 · 近24小时帖子较少，取最近 3 篇</text>');
    // The same cloud until it is 30 minutes old.
    expect(await cloudUrl()).toBe(quietUrl);
  });

  it('draws a busy day from its own posts: whole stock names, no stop words, numbers or single characters', async () => {
    const themes = ['储能', '光伏', '算力', '机器人', '半导体', '创新药', '白酒', '券商'];
    for (const theme of themes) {
      await publish({
        title: `${theme}：宁德时代之外的机会`,
        content: `<p>今天我们认为${theme}板块已经出现分歧，2024年的业绩增速在30%左右，大家可以关注宁德时代与${theme}龙头。</p>`,
      });
    }
    // A paid post's summary is the start of a closed body: only its title may reach the cloud.
    await publish({
      title: '付费研报',
      content: '<p>中国平安的保险业务拐点已经出现。</p>',
      read_integral: 10,
    });
    // Unpublished posts never count.
    await authors[0].post('/api/v1/article/draft/save', {
      type: 'long',
      title: '比亚迪草稿',
      content: '<p>比亚迪</p>',
    });

    await t.app.services.wordCloud.regenerate();
    const url = await cloudUrl();
    expect(url).not.toBe(quietUrl);
    const words = await storedWords(url);
    expect(words[0]).toBe('宁德时代');
    expect(words).toEqual(expect.arrayContaining(['储能', '光伏', '算力', '机器人', '研报']));
    expect(words).not.toContain('宁德');
    expect(words).not.toContain('时代');
    expect(words).not.toContain('贵州茅台');
    expect(words).not.toContain('中国平安');
    expect(words).not.toContain('比亚迪');
    for (const w of words) {
      expect(STOPS.has(w), w).toBe(false);
      expect([...w].length, w).toBeGreaterThan(1);
      expect(w, w).toMatch(/\p{L}/u);
    }
    const svg = await svgOf(url);
    expect(svg).toContain('>宁德时代</text>');
    expect(svg).toContain('>今日热词 · 近24小时 11 篇帖子</text>');
  });

  it('is drawn once for concurrent callers', async () => {
    const wordCloud = t.app.services.wordCloud;
    const [a, b] = [wordCloud.regenerate(), wordCloud.regenerate()];
    expect(a).toBe(b);
    await a;
  });

  it('is redrawn when the newest stored cloud is older than 30 minutes', async () => {
    const before = await cloudUrl();
    await publish({ title: '隆基绿能的组件价格', content: '<p>隆基绿能组件价格企稳。</p>' });
    await t.database.db.execute(sql`update word_clouds set created_at = now() - interval '31 minutes'`);
    // A new instance knows only what is stored, like another server or this one after a restart.
    const fresh = new WordCloudService(t.database.db, t.app.services.stockDirectory);
    const after = await fresh.currentUrl();
    expect(after).not.toBe(before);
    expect(await storedWords(after)).toContain('隆基绿能');
    // The phone's page draws the same current cloud inline.
    expect(await fresh.currentSvg()).toBe(await svgOf(after));
  });
});

describe('GET /word-cloud/{key}.svg', () => {
  it('serves the stored SVG, unsigned, immutable and unable to run anything', async () => {
    const url = await cloudUrl();
    const res = await t.client().get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it.each(['/word-cloud/20990101-deadbeef.svg', '/word-cloud/nope.svg', '/word-cloud/..%2Fx.svg'])(
    '404s %s',
    async (url) => {
      expect((await t.client().get(url)).statusCode).toBe(404);
    },
  );
});

describe('the words the cloud keeps', () => {
  it('drops filler and keeps market terms whole, never their fragments', async () => {
    // Authors of their own: the file's first two are near the publish limit.
    const writers = [t.client(), t.client()];
    for (const c of writers) await grantEnergy(t, (await registerUser(c)).userId);
    const filler = '股价接近前高，资金方向明确，市场需求回暖。';
    const texts = [
      ['工业母机迎来订单拐点', `<p>工业母机板块放量，${filler}工业母机龙头订单饱满。</p>`],
      ['办公软件的新周期', `<p>办公软件渗透率提升，${filler}办公软件厂商上调指引。</p>`],
      ['工业母机与办公软件', `<p>工业母机和办公软件都是国产替代主线，${filler}</p>`],
      ['方向与需求', `<p>${filler}${filler}</p>`],
    ];
    for (const [i, [title, content]] of texts.entries()) {
      const res = await writers[i % 2].post<{ article_id: string }>('/api/v1/article/add', {
        type: 'long',
        title,
        content,
      });
      expect(res.errCode, res.msg).toBe('0');
    }
    await t.app.services.wordCloud.regenerate();
    const words = await storedWords(await cloudUrl());
    expect(words).toEqual(expect.arrayContaining(['工业母机', '办公软件']));
    for (const fragment of ['母机', '办公']) expect(words).not.toContain(fragment);
    for (const word of ['接近', '方向', '需求']) expect(words).not.toContain(word);
  });
});
