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
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import type { NoticeService } from '../notice/notice.service';
import * as repo from './site.repo';

/** How long an instance serves its copy of the slides: other instances' edits show within it. */
export const BANNER_MAX_AGE_MS = 30_000;

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
  /** Bumped by every banner change this instance made: part of the page cache's key (server/plugins/ssr). */
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

  private bannersChanged(): void {
    this.slides = null;
    this.bannerVersion++;
  }
}
