import path from 'node:path';
import { reactRouterFastify } from '@mcansh/remix-fastify/react-router';
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { isMobileUserAgent } from '../lib/device';
import { toPublicUser } from '../modules/user/user.service';
import { registerPageCache } from './page-cache';

/**
 * Mounts the React Router app (DESIGN §2) in its own encapsulated scope after the API, so its catch-all
 * route and content-type parsers never touch /api. Loaders receive the member and device via context.
 */
export async function ssrPlugin(app: FastifyInstance, opts: { devServer: boolean; buildDir: string }) {
  await app.register(async (scope) => {
    registerPageCache(
      scope,
      () => app.services.posts.contentVersion,
      // A cached article page still counts its reader's view.
      (req) => {
        const id = /^\/a\/([0-9a-z]+)\/?$/.exec(req.url.split('?')[0])?.[1];
        if (id)
          void app.services.posts
            .recordView(id, `ip${req.ip}`)
            .catch((err) => req.log.error({ err }, 'view count failed'));
      },
    );
    // A build asset's bytes depend on Accept-Encoding (its .br, .gz or plain file): say so to every cache.
    scope.addHook('onSend', async (req, reply, payload) => {
      if (req.url.startsWith('/assets/')) reply.header('vary', 'accept-encoding');
      return payload;
    });
    await scope.register(reactRouterFastify, {
      mode: opts.devServer ? 'development' : 'production',
      buildDirectory: path.resolve(opts.buildDir),
      // The build writes .br and .gz beside each text asset (vite.config.ts); serve those as they are.
      fastifyStaticOptions: { preCompressed: true },
      getLoadContext: async (request, reply): Promise<AppLoadContext> => {
        const user = await request.currentUser();
        return {
          user: user ? toPublicUser(user) : null,
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
