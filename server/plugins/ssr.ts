import path from 'node:path';
import { reactRouterFastify } from '@mcansh/remix-fastify/react-router';
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { varyOnDevice } from '../lib/compression';
import { isMobileUserAgent } from '../lib/device';
import { toPublicUser } from '../modules/user/user.service';
import { registerPageCache } from './page-cache';

/**
 * Mounts the React Router app (DESIGN §2) in its own encapsulated scope after the API, so its catch-all
 * route and content-type parsers never touch /api. Loaders receive the member and device via context.
 */
export async function ssrPlugin(app: FastifyInstance, opts: { devServer: boolean; buildDir: string }) {
  await app.register(async (scope) => {
    registerPageCache(scope, {
      // Posts and the banner's slides (home sidebar): a change to either renders pages anew.
      contentVersion: () => app.services.posts.contentVersion + app.services.site.bannerVersion,
      // A cached article page still counts its visitor's view; a member's page counts it when it fetches
      // its reader's state (app/features/article).
      onHit: (req) => {
        if (req.sessionToken()) return;
        const id = /^\/a\/([0-9a-z]+)\/?$/.exec(req.url.split('?')[0])?.[1];
        if (id)
          void app.services.posts
            .recordView(id, `ip${req.ip}`)
            .catch((err) => req.log.error({ err }, 'view count failed'));
      },
    });
    // A build asset's bytes depend on Accept-Encoding (its .br, .gz or plain file), a page's on the device
    // too (a phone's links go to /h5, and /a/{id} redirects it there): say so to every cache.
    scope.addHook('onSend', async (req, reply, payload) => {
      if (req.url.startsWith('/assets/')) reply.header('vary', 'accept-encoding');
      else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) varyOnDevice(reply);
      return payload;
    });
    await scope.register(reactRouterFastify, {
      mode: opts.devServer ? 'development' : 'production',
      buildDirectory: path.resolve(opts.buildDir),
      // The build writes .br and .gz beside each text asset (vite.config.ts); serve those as they are.
      fastifyStaticOptions: { preCompressed: true },
      getLoadContext: async (request, reply): Promise<AppLoadContext> => {
        const shared = request.pageCacheKey !== undefined;
        const member = async () => {
          const user = await request.currentUser();
          return user ? toPublicUser(user) : null;
        };
        return {
          user: shared ? null : await member(),
          shared,
          hasSession: request.sessionToken() !== undefined,
          personalUser: () => {
            // Not the page every reader gets any more: the page cache must not keep it.
            request.pageCacheKey = undefined;
            return member();
          },
          isMobile: isMobileUserAgent(request.headers['user-agent']),
          publicEnv: { signSecret: app.config.signSecret },
          publicOrigin: app.config.publicOrigin,
          cspNonce: reply.scriptNonce,
          clientIp: request.ip,
          services: app.services,
        };
      },
    });
  });
}
