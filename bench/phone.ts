/**
 * `npm run bench:phone`: the pages a phone opens, loaded cold in Chromium on a throttled phone profile
 * (issue 13: 1.6 Mbps down, 750 Kbps up, 150 ms round trip, 4× slower CPU, an iPhone's viewport and user
 * agent), on the production build with the demo data. Prints, per page, the median of three cold loads:
 * first contentful paint, largest contentful paint (and which element it was), the bytes transferred, and
 * the first-load JavaScript the page's HTML names (gzip).
 *
 *   BENCH_PHONE_RUNS=5   cold loads per page (default 3)
 */
import { chromium, type Page } from 'playwright-core';
import { buildIfStale } from '../scripts/build-if-stale';
import { seedDemo, seedReference } from '../server/db/seed';
import { IPHONE } from '../tests/e2e/phone';
import { firstLoadJs } from './first-load-js';
import { call, createBenchDatabase, startBenchServer } from './harness';

const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
/** Chromium DevTools' "Slow 4G" preset, the issue's phone-class link. */
const LINK = { latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
const CPU_SLOWDOWN = 4;
/** The LCP budget of issue 13. */
const LCP_BUDGET_MS = 2_500;

interface Load {
  fcp: number;
  lcp: number;
  lcpElement: string;
  transferred: number;
}

/** Records paint entries from the first byte on; read after the load settles. */
const OBSERVE_PAINTS = `
  window.__paints = { fcp: 0, lcp: 0, lcpElement: '' };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__paints.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    const el = last.element;
    window.__paints.lcp = last.startTime;
    window.__paints.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : '';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function coldLoad(browser: import('playwright-core').Browser, url: string): Promise<Load> {
  const context = await browser.newContext(IPHONE);
  await context.addInitScript(OBSERVE_PAINTS);
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let transferred = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    transferred += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // LCP settles once the page stops painting larger content; input would end it, so wait instead.
  await page.waitForTimeout(1_500);
  const paints = (await page.evaluate('window.__paints')) as Omit<Load, 'transferred'>;
  await context.close();
  return { ...paints, transferred };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

buildIfStale();
const bench = await createBenchDatabase();
const database = await bench.open();
await database.migrate();
await seedReference(database.db);
await seedDemo(database.db);
await database.close();
const server = await startBenchServer(bench);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const BASE = server.baseURL;
  const hot = await call<{ result: { article_id: string; user: { user_id: number } }[] }>(
    BASE,
    '/api/v2/article/community',
    { back_garden: 0, order: 1 },
  );
  const first = hot.data.result[0];
  const pages = [
    { name: 'article /h5/article/{id}', path: `/h5/article/${first.article_id}` },
    { name: 'home / (phone)', path: '/' },
    { name: 'member home /h5/mine?id=', path: `/h5/mine?id=${first.user.user_id}` },
  ];
  console.log(
    `Phone profile: ${LINK.latency} ms RTT, 1.6 Mbps down, ${CPU_SLOWDOWN}× CPU, ${IPHONE.viewport?.width}×${IPHONE.viewport?.height}; median of ${RUNS} cold loads.\n`,
  );
  console.log(
    '| page | FCP ms | LCP ms | LCP element | transferred KB | first-load JS KB gzip (files) | LCP ≤ 2.5 s |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { name, path } of pages) {
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run++) loads.push(await coldLoad(browser, `${BASE}${path}`));
    const html = await (
      await fetch(`${BASE}${path}`, { headers: { 'user-agent': IPHONE.userAgent ?? '' } })
    ).text();
    const js = firstLoadJs(html);
    const lcp = median(loads.map((l) => l.lcp));
    const element = loads.find((l) => l.lcp === lcp)?.lcpElement ?? '';
    console.log(
      `| ${name} | ${median(loads.map((l) => l.fcp)).toFixed(0)} | ${lcp.toFixed(0)} | ${element} | ${(median(loads.map((l) => l.transferred)) / 1024).toFixed(1)} | ${(js.gzipBytes / 1024).toFixed(1)} (${js.files}) | ${lcp <= LCP_BUDGET_MS ? 'yes' : 'NO'} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await bench.cleanup();
}
