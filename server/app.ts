// First: zod's settings must be in place before any module builds a schema.
import '../common/zod-config';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { canonicalPath } from './lib/canonical-path';
import { compressOptions, compressWholeBody } from './lib/compression';
import { connectRedis } from './lib/redis';
import { API_NOT_FOUND_ROUTE } from './lib/route';
import { aiRoutes } from './modules/ai/ai.routes';
import { announcementRoutes } from './modules/announcement/announcement.routes';
import { areaRoutes } from './modules/area/area.routes';
import { blockRoutes } from './modules/block/block.routes';
import { bountyRoutes } from './modules/bounty/bounty.routes';
import { brokerRoutes } from './modules/broker/broker.routes';
import { commentRoutes } from './modules/comment/comment.routes';
import { competitionRoutes } from './modules/competition/competition.routes';
import { complaintRoutes } from './modules/complaint/complaint.routes';
import { consoleGuardPlugin } from './modules/console/console-guard';
import { sysUserRoutes } from './modules/console/sysuser.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { followRoutes } from './modules/follow/follow.routes';
import { healthRoutes } from './modules/health/health.routes';
import { industryRoutes } from './modules/industry/industry.routes';
import { inviteRoutes } from './modules/invite/invite.routes';
import { marketRoutes } from './modules/market/market.routes';
import { medalRoutes } from './modules/medal/medal.routes';
import { memberRoutes } from './modules/member/member.routes';
import { messageRoutes } from './modules/message/message.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { newestRoutes } from './modules/newest/newest.routes';
import { noticeRoutes } from './modules/notice/notice.routes';
import { opinionRoutes } from './modules/opinion/opinion.routes';
import { payRoutes } from './modules/pay/pay.routes';
import { payNotifyRoutes } from './modules/pay/pay-notify.routes';
import { planRoutes } from './modules/plan/plan.routes';
import { postRoutes } from './modules/post/post.routes';
import { productRoutes } from './modules/product/product.routes';
import { protocolRoutes } from './modules/protocol/protocol.routes';
import { rankRoutes } from './modules/rank/rank.routes';
import { reactionRoutes } from './modules/reaction/reaction.routes';
import { rewardRoutes } from './modules/reward/reward.routes';
import { searchRoutes } from './modules/search/search.routes';
import { siteRoutes } from './modules/site/site.routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { timelineRoutes } from './modules/timeline/timeline.routes';
import { traceRoutes } from './modules/trace/trace.routes';
import { uploadRoutes } from './modules/upload/upload.routes';
import { userRoutes } from './modules/user/user.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { wechatRoutes } from './modules/wechat/wechat.routes';
import { wordCloudRoutes } from './modules/word-cloud/word-cloud.routes';
import { wxShareRoutes } from './modules/wx-share/wx-share.routes';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { signaturePlugin } from './plugins/signature';
import { ssrPlugin } from './plugins/ssr';
import { LocalSmsProvider } from './providers/sms';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    services: Services;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening one from config (tests share a migrated instance). */
  database?: Database;
  /** Run Vite in middleware mode instead of serving build/ (npm run dev). */
  devServer?: boolean;
  /** Sees every route as it is registered (the fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void;
}

/** The real app's API prefix: clients that change only the host call `/jystock-app/api/...` (REFERENCE.md). */
const APP_API_PREFIX = '/jystock-app/api/';

/** SPEC §7's calls outside /api (`/open/wx/config`): routed under /api, signed and rate limited like the rest. */
const OPEN_PREFIX = '/open/';

/** SPEC §7's system-user calls (`/sysuser…`, `/susyser`): routed under /api like /open/. */
const SYS_USER_PATH = /^\/(?:sysuser|susyser)(?:[/?]|$)/;

/** The path the router sees: the API under the real app's prefix is the same API. */
export const apiPath = (url: string) =>
  url.startsWith(APP_API_PREFIX)
    ? `/api/${url.slice(APP_API_PREFIX.length)}`
    : url.startsWith(OPEN_PREFIX) || SYS_USER_PATH.test(url)
      ? `/api${url}`
      : url;

/** Builds the whole site: API, pages and assets in one Fastify instance (DESIGN §1). */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.token', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client sending its request a byte at a time is cut off (408) instead of holding a socket: headers
    // and whole requests have deadlines, checked often enough to be kept. Answers are not limited (the
    // event streams stay open), and an idle kept-alive connection closes after a while; behind a proxy
    // that outlives the proxy's own idle limit (60 s for nginx and most load balancers).
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: 65_000,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.http.headersTimeoutMs / 2)),
    },
    // Start-up takes what it takes (a loaded host, a cold build): no plugin may fail on a time budget.
    pluginTimeout: 0,
    rewriteUrl: (req) => apiPath(canonicalPath(req.url ?? '/')),
    frameworkErrors,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      inMemory: config.pglite?.inMemory,
      loadDataDir: config.pglite?.loadDataDir,
    }));
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', createServices({ config, database, log: app.log, redis }));
  app.addHook('onClose', async () => {
    await app.services.notices.stop();
    await app.services.realtime.close();
    await app.services.newest.close();
    await app.services.streams.close();
    await app.services.files.close();
    redis?.disconnect();
    if (!opts.database) await database.close();
  });

  // Before any route, so every route (API, pages, assets) gets its compression hook; whole bodies are
  // compressed by our own hook, which runs first (instance hooks precede the plugin's route hooks).
  app.addHook('onSend', compressWholeBody);
  await app.register(compress, compressOptions);
  await app.register(cookie, { secret: config.appSecret });
  await app.register(formbody);
  // An empty JSON body is an empty request, as a missing body is (errors plugin), not a parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body.length === 0 ? done(null, undefined) : parseJson(req, body.toString(), done),
  );
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    csp: !opts.devServer,
    upgradeInsecure: config.isProduction,
    // Browsers PUT uploads straight to S3-compatible storage when it is configured.
    connectOrigins: app.services.storageProvider.uploadOrigin
      ? [app.services.storageProvider.uploadOrigin]
      : [],
    perMinute: config.rateLimitPerMinute,
    redis,
  });
  await app.register(signaturePlugin);
  await app.register(sessionPlugin);
  await app.register(consoleGuardPlugin);

  await app.register(healthRoutes);
  await app.register(smsRoutes);
  await app.register(userRoutes);
  await app.register(areaRoutes);
  await app.register(wechatRoutes);
  await app.register(wxShareRoutes);
  await app.register(postRoutes);
  await app.register(uploadRoutes);
  await app.register(reactionRoutes);
  await app.register(commentRoutes);
  await app.register(complaintRoutes);
  await app.register(stockRoutes);
  await app.register(searchRoutes);
  await app.register(rankRoutes);
  await app.register(wordCloudRoutes);
  await app.register(followRoutes);
  await app.register(messageRoutes);
  await app.register(blockRoutes);
  await app.register(noticeRoutes);
  await app.register(newestRoutes);
  await app.register(medalRoutes);
  await app.register(memberRoutes);
  await app.register(inviteRoutes);
  await app.register(traceRoutes);
  await app.register(protocolRoutes);
  await app.register(payRoutes);
  await app.register(payNotifyRoutes);
  await app.register(walletRoutes);
  await app.register(rewardRoutes);
  await app.register(bountyRoutes);
  await app.register(productRoutes);
  await app.register(marketRoutes);
  await app.register(opinionRoutes);
  await app.register(timelineRoutes);
  await app.register(competitionRoutes);
  await app.register(planRoutes);
  await app.register(industryRoutes);
  await app.register(moderationRoutes);
  await app.register(siteRoutes);
  await app.register(brokerRoutes);
  await app.register(announcementRoutes);
  await app.register(sysUserRoutes);
  await app.register(aiRoutes);
  // The hot-word cloud renews itself while the app serves (its timer never holds the process open).
  app.addHook('onReady', async () =>
    app.services.wordCloud.start((err) => app.log.error({ err }, 'word cloud refresh failed')),
  );
  app.addHook('onClose', async () => app.services.wordCloud.stop());
  app.addHook('onReady', async () =>
    app.services.notices.start((err) => app.log.error({ err }, 'notice queue drain failed')),
  );
  // Tests sweep by hand, so an order's life in a test never races a timer.
  if (config.env !== 'test') {
    app.addHook('onReady', async () => app.services.payOrders.startSweeping());
    app.addHook('onClose', async () => app.services.payOrders.stopSweeping());
    app.addHook('onReady', async () => app.services.bounties.startSettling());
    app.addHook('onClose', async () => app.services.bounties.stopSettling());
  }
  // In development the books are re-summed at start-up (the same check as `npm run ledger:check`), beside
  // serving rather than before it: the sum grows with the journal.
  if (config.env === 'development') {
    app.addHook('onReady', async () => {
      app.services.ledger.check().then(
        (diffs) => {
          if (diffs.length === 0) app.log.info('ledger: books balance');
          else app.log.error({ diffs }, 'ledger: the books do not balance');
        },
        (err) => app.log.warn({ err }, 'ledger: the start-up check did not finish'),
      );
    });
  }
  const smsProvider = app.services.smsProvider;
  if (!config.isProduction && smsProvider instanceof LocalSmsProvider) {
    await app.register(devRoutes, { outbox: smsProvider });
  }
  // Unknown API paths get the enveloped 404, never the page catch-all.
  app.all(API_NOT_FOUND_ROUTE, async (_req, reply) => reply.callNotFound());

  if (config.ssr) await app.register(ssrPlugin, { devServer: !!opts.devServer, buildDir: 'build' });
  return app;
}
