/**
 * WCAG 2.1 A/AA (issue 18): axe-core over every route of app/routes.ts, desktop pages on a desktop and /h5
 * pages on a phone, the console as an editor. Each page is loaded once: as a visitor, or as a member where
 * only a member sees it (members get the visitors' shared render elsewhere, ADR 14). The light theme gets
 * every WCAG rule; the dark theme changes colours only, so it gets the contrast rule.
 * No violation of impact serious or critical may remain; the rest are printed as a table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PAGES } from '../../app/console/console-pages';
import { SITE_NAME, SITE_TITLE } from '../../common/constants';
import { REDIRECT_ONLY, ROUTE_SAMPLES, type RouteSample, routePatterns, type Surface } from './a11y-routes';
import { consoleLogin } from './console-support';
import { userIdOf } from './money-support';
import { IPHONE } from './phone';
import {
  baseURL,
  callAsMember,
  launchBrowser,
  newAccount,
  openPage,
  publishShortPost,
  signUp,
} from './support';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** What the dark theme can break: it swaps colours, nothing else (app/styles). */
const DARK_RULES = ['color-contrast'];
const BLOCKING = new Set(['serious', 'critical']);

type Theme = 'light' | 'dark';
type Role = 'visitor' | 'member' | 'editor';

interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

interface Finding {
  rule: string;
  impact: string;
  help: string;
  url: string;
  run: string;
  nodes: AxeNode[];
}

/** Runs axe on the loaded page once its motion has settled (a fading dialog would fail contrast). */
async function scan(page: Page, theme: Theme): Promise<AxeViolation[]> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const runOnly =
    theme === 'light' ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: DARK_RULES };
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
    return result.violations as never;
  }, runOnly);
}

/** The first id in a link under `prefix` on `path`, as a visitor sees it. */
async function firstId(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path, { waitUntil: 'networkidle' });
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    const match = pattern.exec(href);
    if (match) return match[1]!;
  }
  throw new Error(`no link matching ${pattern} on ${path}`);
}

const dayFromNow = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** One set of pages under one account: the desktop pages as a visitor, say. */
export interface ScanRun {
  surface: Surface;
  role: Role;
}

/**
 * The scan of some of the routes (a11y-desktop.spec.ts, a11y-phone.spec.ts: two files, so that two
 * workers share the scan). Each page is loaded once with the theme preference 跟随系统 and the system in
 * light: scanned with every rule, then the system is switched to dark, the page follows as a reader's
 * would, and it is scanned again with the contrast rule.
 */
export function describeAccessibility(name: string, runs: ScanRun[], { listsRoutes = false } = {}): void {
  describe(`accessibility (WCAG 2.1 AA, axe-core), ${name}`, () => {
    let browser: Browser;
    const ids: Record<string, string> = {};
    let memberState: Awaited<ReturnType<BrowserContext['storageState']>>;
    let editorState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
    /** Every run's findings, for the summary table. */
    const findings: Finding[] = [];

    beforeAll(async () => {
      browser = await launchBrowser();
      const page = await openPage(browser, '/');
      ids.article = await firstId(page, '/', /^\/a\/([0-9a-z]+)$/);
      ids.user = await firstId(page, '/', /^\/u\/(\d+)$/);
      ids.stock = await firstId(page, `/a/${ids.article}`, /^\/stock\/s\/([^/?#]+)$/).catch(() =>
        firstId(page, '/search/new?keyword=%E5%85%89%E4%BC%8F', /^\/stock\/s\/([^/?#]+)$/),
      );
      ids.announcement = await firstId(page, '/announcement', /^\/announcement\/(\d+)/);
      ids.industry = await firstId(page, '/industryChain', /^\/industryChain\/(\d+)/);
      ids.timelineEvent = await firstId(page, '/timeline', /^\/timeline\/(\d+)/);
      ids.accountItem = await firstId(page, '/open-account', /^\/open-account\/(\d+)/);
      ids.match = await firstId(page, '/match', /^\/match\/(\d+)/);
      ids.product = await firstId(page, '/product', /^\/product-perview\?id=(\d+)/);
      ids.productArticle = await firstId(
        page,
        `/product-perview?id=${ids.product}`,
        /^\/product-article\/(\d+)/,
      );

      await signUp(page, newAccount());
      ids.ownArticle = await publishShortPost(
        page,
        '无障碍检查用的短文：光伏板块今日放量，关注龙头的持续性。',
      );
      const plan = await callAsMember<{ article_id: number }>(page, '/api/v1/article/plan/add', {
        stock_id: ids.stock,
        direction: 'buy',
        entry_price: '10.00',
        target_price: '12.00',
        stop_price: '9.00',
        size: 1000,
        reason: '放量突破平台',
        valid_until: dayFromNow(14),
      });
      await callAsMember(page, '/api/v1/article/plan/publish', { article_id: plan.article_id, is_public: 1 });
      ids.plan = String(plan.article_id);
      ids.member = String(await userIdOf(page));
      memberState = await page.context().storageState();
      await page.context().close();
    });

    afterAll(async () => {
      await browser?.close();
      // The findings below serious of every run, as a table; A11Y_REPORT=file keeps each with its elements.
      const rows = new Map<string, { impact: string; help: string; pages: Set<string>; nodes: number }>();
      for (const f of findings) {
        const row = rows.get(f.rule) ?? { impact: f.impact, help: f.help, pages: new Set(), nodes: 0 };
        row.pages.add(`${f.run} ${f.url}`);
        row.nodes += f.nodes.length;
        rows.set(f.rule, row);
      }
      const table = [...rows].map(([rule, r]) => ({
        rule,
        impact: r.impact,
        pages: r.pages.size,
        nodes: r.nodes,
        help: r.help,
      }));
      if (process.env.A11Y_REPORT) writeFileSync(process.env.A11Y_REPORT, JSON.stringify(findings, null, 1));
      console.log(`axe-core, WCAG 2.1 A/AA, ${findings.length} findings\n${formatTable(table)}`);
    });

    it.runIf(listsRoutes)('lists every route of app/routes.ts', () => {
      const consolePaths = new Set(
        CONSOLE_PAGES.map((p) => `/console/${p.path}`).concat('/console', '/console/login'),
      );
      const missing = routePatterns().filter(
        (pattern) => !REDIRECT_ONLY.has(pattern) && !consolePaths.has(pattern) && !ROUTE_SAMPLES[pattern],
      );
      expect(missing).toEqual([]);
    });

    const fill = (url: string) =>
      url.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = ids[name];
        if (!value) throw new Error(`no demo id for {${name}}`);
        return value;
      });

    /**
     * Scans each address in one browser context and asserts what every page owes: lang zh-Hans, a title that
     * names the page (only the home page carries the motto alone), and no serious or critical violation.
     */
    async function scanAll(surface: Surface, role: Role, urls: string[]) {
      const profile: BrowserContextOptions =
        surface === 'h5' ? IPHONE : { viewport: { width: 1366, height: 900 } };
      if (role === 'editor' && !editorState) {
        const consolePage = await openPage(browser, '/console/login');
        await consoleLogin(consolePage, baseURL(), 'admin');
        editorState = await consolePage.context().storageState();
        await consolePage.context().close();
      }
      const state = role === 'member' ? memberState : role === 'editor' ? editorState : undefined;
      const context = await browser.newContext({
        baseURL: baseURL(),
        locale: 'zh-CN',
        ...profile,
        storageState: state,
      });
      await context.addCookies([{ name: 'theme', value: 'auto', url: baseURL() }]);
      const page = await context.newPage();
      const run = `${surface}/${role}`;
      const heads: { page: string; title: string; lang: string }[] = [];
      const found: Finding[] = [];
      // A11Y_ONLY=regexp narrows the scan while fixing (the full matrix runs otherwise).
      const only = process.env.A11Y_ONLY ? new RegExp(process.env.A11Y_ONLY) : null;
      for (const raw of urls) {
        const url = fill(raw);
        if (only && !only.test(`${run} ${url}`)) continue;
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(url, { waitUntil: 'networkidle' });
        heads.push({
          page: url,
          title: await page.title(),
          lang: await page.evaluate(() => document.documentElement.lang),
        });
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
          for (const v of await scan(page, theme)) {
            const at = `${run}/${theme}`;
            found.push({
              rule: v.id,
              impact: v.impact ?? 'minor',
              help: v.help,
              url,
              run: at,
              nodes: v.nodes,
            });
          }
        }
      }
      await context.close();
      findings.push(...found);

      expect(heads.filter((h) => h.lang !== 'zh-Hans')).toEqual([]);
      const unnamed = heads.filter(
        (h) => h.page !== '/' && (h.title === SITE_TITLE || h.title === SITE_NAME),
      );
      expect(unnamed).toEqual([]);
      const blocking = found
        .filter((f) => BLOCKING.has(f.impact))
        .map(
          (f) =>
            `${f.impact} ${f.rule} on ${f.run} ${f.url}:\n${f.nodes
              .slice(0, 5)
              .map((n) => `  ${n.target.join(' ')} ${n.html.slice(0, 160)}`)
              .join('\n')}`,
        );
      expect(blocking).toEqual([]);
    }

    const urlsOf = (surface: Surface, role: 'visitor' | 'member') =>
      Object.values(ROUTE_SAMPLES)
        .filter((sample: RouteSample) => sample.surface === surface)
        .flatMap((sample) => (role === 'visitor' ? sample.urls : sample.memberUrls));
    const consoleUrls = ['/console/login', '/console', ...CONSOLE_PAGES.map((p) => `/console/${p.path}`)];

    for (const { surface, role } of runs) {
      const urls =
        surface === 'console' ? consoleUrls : urlsOf(surface, role === 'member' ? 'member' : 'visitor');
      it(`${surface} pages, ${role}`, () => scanAll(surface, role, urls));
    }
  });
}

function formatTable(rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]!);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  return [
    line(keys),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(keys.map((k) => String(r[k])))),
  ].join('\n');
}
