import type { FastifyInstance } from 'fastify';
import {
  bannerIdBody,
  bannerSaveBody,
  configOneBody,
  MODERATION_MSG,
  noticeSendBody,
} from '../../../common/moderation';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { typed } from '../../lib/route';
import { actorOf } from '../console/console-guard';

/** Config names `/api/v1/config/one` answers (SPEC §7 "Config"). */
const CONFIG_NAMES = ['banner'] as const;

/**
 * Site content (docs/api/console.md, "Moderation and site content"): the public banner call the home
 * sidebar reads, and the console's banner and system-notice calls (site.manage).
 */
export async function siteRoutes(app: FastifyInstance) {
  const r = typed(app);
  const site = app.services.site;
  const manage = { config: { console: 'site.manage' as const } };

  r.post('/api/v1/config/one', { schema: { body: configOneBody } }, async (req) => {
    if (!(CONFIG_NAMES as readonly string[]).includes(req.body.pro_name)) throw badRequest('配置项不存在');
    return ok(await site.bannerSlides());
  });

  r.post('/api/console/banner/list', { ...manage }, async () => ok(await site.banners()));
  r.post('/api/console/banner/save', { ...manage, schema: { body: bannerSaveBody } }, async (req) =>
    ok(await site.saveBanner(actorOf(req), req.body), MODERATION_MSG.saved),
  );
  r.post('/api/console/banner/remove', { ...manage, schema: { body: bannerIdBody } }, async (req) => {
    await site.removeBanner(actorOf(req), req.body.id);
    return ok(null, MODERATION_MSG.deleted);
  });
  r.post('/api/console/notice/send', { ...manage, schema: { body: noticeSendBody } }, async (req) =>
    ok(await site.sendNotice(actorOf(req), req.body), MODERATION_MSG.noticeSent),
  );
}
