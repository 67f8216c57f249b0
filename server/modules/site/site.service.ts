import { randomUUID } from 'node:crypto';
import { formatServerTime } from '../../../common/format';
import {
  BANNERS_MAX,
  type BannerRow,
  type BannerSaveBody,
  type BannerSlide,
  type BannerTone,
  MODERATION_MSG,
} from '../../../common/moderation';
import type { SystemNoticeType } from '../../../common/notice';
import {
  type ConsolePage,
  isSettingName,
  PAGE_SLUG_PATTERN,
  type PageSaveBody,
  SETTING_NAMES,
  SETTINGS,
  type SettingName,
  type SettingRow,
  type SettingValues,
  SITE_CONFIG_MSG,
  type SidebarQr,
  type SitePage,
  settingDefaults,
  sidebarQrOf,
} from '../../../common/site-config';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors';
import { sanitizePostHtml } from '../../lib/sanitize';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import type { NoticeService } from '../notice/notice.service';
import * as repo from './site.repo';

/** How long an instance serves its copy of the slides: other instances' edits show within it. */
export const BANNER_MAX_AGE_MS = 30_000;
/** The same for named settings (the sidebar's QR codes, /download-app). */
export const SETTING_MAX_AGE_MS = 30_000;

const toPage = (r: repo.PageRowDb): ConsolePage => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  content: r.contentHtml,
  updated_at: formatServerTime(r.updatedAt),
});

/** A stored value as its name's schema reads it now; one a later schema refuses serves the defaults. */
function settingOf<N extends SettingName>(name: N, stored: unknown): SettingValues[N] {
  const parsed = SETTINGS[name].schema.safeParse(stored ?? {});
  return (parsed.success ? parsed.data : settingDefaults(name)) as SettingValues[N];
}

const toSlide = (r: repo.BannerRowDb): BannerSlide => ({
  title: r.title,
  text: r.text,
  link: r.link,
  tone: r.tone as BannerTone,
});

const toRow = (r: repo.BannerRowDb): BannerRow => ({
  id: r.id,
  ...toSlide(r),
  sort_no: r.sortNo,
  enabled: r.enabled,
  updated_at: formatServerTime(r.updatedAt),
});

const valuesOf = (b: BannerSaveBody): repo.BannerValues => ({
  title: b.title,
  text: b.text,
  link: b.link,
  tone: b.tone,
  sortNo: b.sort_no,
  enabled: b.enabled,
});

/**
 * Site content editors manage in the console (issue 15): the home sidebar's banner slides and system
 * notices (the same NoticeService.broadcast as `npm run notice:system`).
 */
export class SiteService {
  private slides: { at: number; value: Promise<BannerSlide[]> } | null = null;
  private settingsCache = new Map<SettingName, { at: number; value: Promise<unknown> }>();
  /**
   * Bumped by every banner or setting change this instance made: part of the page cache's key
   * (server/plugins/ssr), since pages carry the slides and the sidebar's QR codes.
   */
  bannerVersion = 0;

  constructor(
    private readonly db: Db,
    private readonly notices: NoticeService,
  ) {}

  /** The slides the sidebar shows, in order (the public `/api/v1/config/one {pro_name: 'banner'}`). */
  bannerSlides(): Promise<BannerSlide[]> {
    const now = Date.now();
    if (!this.slides || now - this.slides.at >= BANNER_MAX_AGE_MS) {
      const value = repo.enabledBanners(this.db).then((rows) => rows.map(toSlide));
      // A failed read is not kept: the next call tries again.
      value.catch(() => {
        if (this.slides?.value === value) this.slides = null;
      });
      this.slides = { at: now, value };
    }
    return this.slides.value;
  }

  async banners(): Promise<BannerRow[]> {
    return (await repo.listBanners(this.db)).map(toRow);
  }

  async saveBanner(actor: SysActor, body: BannerSaveBody): Promise<BannerRow> {
    const values = valuesOf(body);
    const row = await this.db.transaction(async (tx) => {
      let saved: repo.BannerRowDb | undefined;
      if (body.id === undefined) {
        if ((await repo.countBanners(tx)) >= BANNERS_MAX) throw badRequest(`横幅最多${BANNERS_MAX}张`);
        saved = await repo.insertBanner(tx, values);
      } else {
        saved = await repo.updateBanner(tx, body.id, values);
        if (!saved) throw notFound(MODERATION_MSG.bannerNotFound);
      }
      await recordAudit(tx, actor, {
        action: body.id === undefined ? 'banner.add' : 'banner.update',
        targetType: 'banner',
        targetId: saved.id,
        detail: { ...body, id: saved.id },
      });
      return saved;
    });
    this.bannersChanged();
    return toRow(row);
  }

  async removeBanner(actor: SysActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await repo.deleteBanner(tx, id);
      if (!row) throw notFound(MODERATION_MSG.bannerNotFound);
      await recordAudit(tx, actor, {
        action: 'banner.remove',
        targetType: 'banner',
        targetId: id,
        detail: { title: row.title, link: row.link },
      });
    });
    this.bannersChanged();
  }

  /**
   * A system notice from the console. broadcast writes in id ranges (no transaction could hold a whole
   * membership), so the audit row follows the send and records how far it got; a send refused before
   * anything was written (bad content, unknown post) leaves no row. A failed send is re-sent with the same
   * key, which skips the members already told.
   */
  async sendNotice(
    actor: SysActor,
    n: { content: string; type: number; article_id?: string; user_id?: number; key?: string },
  ): Promise<{ told: number; key: string }> {
    const key = n.key ?? randomUUID();
    let told = 0;
    let failure: unknown = null;
    try {
      told = await this.notices.broadcast({
        type: n.type as SystemNoticeType,
        content: n.content,
        articleId: n.article_id || undefined,
        key,
        userId: n.user_id,
      });
    } catch (err) {
      failure = err;
    }
    if (!(failure instanceof AppError)) {
      await recordAudit(this.db, actor, {
        action: 'notice.send',
        targetType: n.user_id === undefined ? 'all' : 'user',
        targetId: n.user_id ?? 'all',
        detail: {
          key,
          type: n.type,
          content: n.content,
          article_id: n.article_id ?? null,
          told,
          failed: !!failure,
        },
      });
    }
    if (failure) throw failure;
    return { told, key };
  }

  /** `/api/v1/config/one {pro_name}`: the banner's slides or a named setting. */
  configOne(name: string): Promise<unknown> {
    if (name === 'banner') return this.bannerSlides();
    if (isSettingName(name)) return this.setting(name);
    throw badRequest(SITE_CONFIG_MSG.unknownName);
  }

  /** A named setting (stored, else defaults), cached like the slides. */
  setting<N extends SettingName>(name: N): Promise<SettingValues[N]> {
    const now = Date.now();
    const cached = this.settingsCache.get(name);
    if (cached && now - cached.at < SETTING_MAX_AGE_MS) return cached.value as Promise<SettingValues[N]>;
    const value = repo.findSetting(this.db, name).then((row) => settingOf(name, row?.value));
    value.catch(() => {
      if (this.settingsCache.get(name)?.value === value) this.settingsCache.delete(name);
    });
    this.settingsCache.set(name, { at: now, value });
    return value;
  }

  /** What the home sidebar's two QR codes encode, as absolute URLs of `origin` for site paths. */
  async sidebarQr(origin: string): Promise<SidebarQr> {
    const [app, account] = await Promise.all([
      this.setting('app_download'),
      this.setting('official_account'),
    ]);
    return sidebarQrOf(app, account, origin);
  }

  /** Console: every named setting with its value (stored or defaults). */
  async settings(): Promise<SettingRow[]> {
    const stored = new Map((await repo.listSettings(this.db)).map((r) => [r.proName, r]));
    return SETTING_NAMES.map((name) => {
      const row = stored.get(name);
      return {
        pro_name: name,
        label: SETTINGS[name].label,
        value: settingOf(name, row?.value) as unknown as Record<string, unknown>,
        updated_at: row ? formatServerTime(row.updatedAt) : '',
        updated_by: row?.updatedBy ?? '',
      };
    });
  }

  /** Console: checks the value by its name's schema and stores it whole. */
  async saveSetting(actor: SysActor, name: string, value: Record<string, unknown>): Promise<SettingRow> {
    if (!isSettingName(name)) throw badRequest(SITE_CONFIG_MSG.unknownName);
    const parsed = SETTINGS[name].schema.safeParse(value);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? SITE_CONFIG_MSG.unknownName);
    const row = await this.db.transaction(async (tx) => {
      const saved = await repo.upsertSetting(tx, name, parsed.data, actor.username);
      await recordAudit(tx, actor, {
        action: 'config.save',
        targetType: 'config',
        targetId: name,
        detail: parsed.data,
      });
      return saved;
    });
    this.settingsCache.delete(name);
    this.bannerVersion++;
    return {
      pro_name: name,
      label: SETTINGS[name].label,
      value: parsed.data as Record<string, unknown>,
      updated_at: formatServerTime(row.updatedAt),
      updated_by: row.updatedBy,
    };
  }

  /** `/mall-api/page/{slug}/origin`: an editor page. */
  async page(slug: string): Promise<SitePage> {
    const row = PAGE_SLUG_PATTERN.test(slug) ? await repo.findPageBySlug(this.db, slug) : undefined;
    if (!row) throw notFound(SITE_CONFIG_MSG.pageNotFound);
    const { id: _id, ...page } = toPage(row);
    return page;
  }

  async pages(): Promise<ConsolePage[]> {
    return (await repo.listPages(this.db)).map(toPage);
  }

  /** Console: creates or edits a page; its HTML is sanitised before it is stored, the slug kept unique. */
  async savePage(actor: SysActor, body: PageSaveBody): Promise<ConsolePage> {
    const values = { slug: body.slug, title: body.title, contentHtml: sanitizePostHtml(body.content) };
    try {
      const row = await this.db.transaction(async (tx) => {
        const saved =
          body.id === undefined
            ? await repo.insertPage(tx, values)
            : await repo.updatePage(tx, body.id, values);
        if (!saved) throw notFound(SITE_CONFIG_MSG.pageNotFound);
        await recordAudit(tx, actor, {
          action: body.id === undefined ? 'page.add' : 'page.update',
          targetType: 'page',
          targetId: saved.id,
          detail: { slug: saved.slug, title: saved.title },
        });
        return saved;
      });
      return toPage(row);
    } catch (err) {
      if (uniqueViolation(err) === 'site_pages_slug') throw conflict(SITE_CONFIG_MSG.slugTaken);
      throw err;
    }
  }

  async removePage(actor: SysActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await repo.deletePage(tx, id);
      if (!row) throw notFound(SITE_CONFIG_MSG.pageNotFound);
      await recordAudit(tx, actor, {
        action: 'page.remove',
        targetType: 'page',
        targetId: id,
        detail: { slug: row.slug, title: row.title },
      });
    });
  }

  private bannersChanged(): void {
    this.slides = null;
    this.bannerVersion++;
  }
}
