/**
 * Server services in the page loaders' context (DESIGN §3: loaders call services in-process, the
 * browser calls the JSON API). Type-only: the instances come from the Fastify process at run time,
 * so no server code is bundled into the pages.
 */
import type { Services } from '../../server/services';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
  }
}
