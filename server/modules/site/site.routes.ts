import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { SITE_NAME } from '../../../common/constants';
import { escapeHtml } from '../../../common/html';
import {
  bannerIdBody,
  bannerSaveBody,
  configOneBody,
  MODERATION_MSG,
  noticeSendBody,
} from '../../../common/moderation';
import {
  consolePageSchema,
  pageIdBody,
  pageSaveBody,
  SITE_CONFIG_MSG,
  type SitePage,
  settingRowSchema,
  settingSaveBody,
} from '../../../common/site-config';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { emptyReply, replies, typed } from '../../lib/route';
import { actorOf } from '../console/console-guard';

/** An editor page as a whole HTML document (its content was sanitised when it was saved). */
function pageDocument(page: SitePage): string {
  return `<!doctype html>
<html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(page.title)} - ${SITE_NAME}</title>
<style>body{margin:0;background:#f5f5f5;color:#222;font:15px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif}
main{max-width:824px;margin:0 auto;padding:24px;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:22px;margin:0 0 16px}img{max-width:100%}a{color:#c8102e}.site-page-foot{margin-top:32px;font-size:13px;color:#888}</style>
</head><body><main class="site-page"><h1>${escapeHtml(page.title)}</h1><article>${page.content}</article>
<p class="site-page-foot"><a href="/">返回${SITE_NAME}首页</a> · 更新于 ${escapeHtml(page.updated_at)}</p></main></body></html>`;
}

function notFoundDocument(): string {
  return `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><title>${SITE_CONFIG_MSG.pageNotFound} - ${SITE_NAME}</title></head><body><p>${SITE_CONFIG_MSG.pageNotFound}</p><p><a href="/">返回首页</a></p></body></html>`;
}

/**
 * Site content (docs/api/console.md, "Moderation and site content"): the public banner call the home
 * sidebar reads, and the console's banner and system-notice calls (site.manage).
 */
export async function siteRoutes(app: FastifyInstance) {
  const r = typed(app);
  const site = app.services.site;
  const manage = { config: { console: 'site.manage' as const } };

  r.post('/api/v1/config/one', { schema: { body: configOneBody } }, async (req) => {
    return ok(await site.configOne(req.body.pro_name));
  });

  /**
   * Editor pages (docs/api/site-config.md): the page's JSON in the envelope for the clients' calls (GET
   * or POST); a browser opening the address (GET asking for text/html) gets the page as HTML.
   */
  const pageHandler = async (
    req: { params: { slug: string }; method: string; headers: { accept?: string } },
    reply: FastifyReply,
  ) => {
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (!wantsHtml) return ok(await site.page(req.params.slug));
    reply.header('cache-control', 'no-cache');
    try {
      const page = await site.page(req.params.slug);
      return reply.type('text/html; charset=utf-8').send(pageDocument(page));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return reply.code(404).type('text/html; charset=utf-8').send(notFoundDocument());
    }
  };
  const pageParams = { schema: { params: z.object({ slug: z.string().max(100) }) } };
  r.get('/mall-api/page/:slug/origin', pageParams, pageHandler);
  r.post('/mall-api/page/:slug/origin', pageParams, pageHandler);

  // Named settings and editor pages in the console (config.manage).
  const config = { config: { console: 'config.manage' as const } };
  r.post(
    '/api/console/config/list',
    { ...config, schema: { response: replies(z.array(settingRowSchema)) } },
    async () => ok(await site.settings()),
  );
  r.post(
    '/api/console/config/save',
    { ...config, schema: { body: settingSaveBody, response: replies(settingRowSchema) } },
    async (req) =>
      ok(await site.saveSetting(actorOf(req), req.body.pro_name, req.body.value), SITE_CONFIG_MSG.saved),
  );
  r.post(
    '/api/console/page/list',
    { ...config, schema: { response: replies(z.array(consolePageSchema)) } },
    async () => ok(await site.pages()),
  );
  r.post(
    '/api/console/page/save',
    { ...config, schema: { body: pageSaveBody, response: replies(consolePageSchema) } },
    async (req) => ok(await site.savePage(actorOf(req), req.body), SITE_CONFIG_MSG.saved),
  );
  r.post(
    '/api/console/page/remove',
    { ...config, schema: { body: pageIdBody, response: emptyReply } },
    async (req) => {
      await site.removePage(actorOf(req), req.body.id);
      return ok(null, SITE_CONFIG_MSG.deleted);
    },
  );

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
