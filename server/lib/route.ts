import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../common/api';
import type { OrderValue } from '../../common/post';

/** The app with zod typing, as every *.routes.ts registers its routes. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** Success response schema; error envelopes bypass it (plugins/errors.ts sends them pre-serialised). */
export const replies = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

export const emptyReply = replies(z.null());

/** The route that answers an unknown API path with the enveloped 404 (never the page catch-all). */
export const API_NOT_FOUND_ROUTE = '/api/*';

/**
 * The API route pattern a request matched (`/api/v1/user/login`, the unknown-path `/api/*`), or null for
 * pages, assets and streams. Every API check asks this, never the request's URL: whatever spelling the
 * client sent, the route that answers is the one that was matched.
 */
export function apiRouteOf(req: FastifyRequest): string | null {
  const pattern = req.routeOptions.url;
  return pattern?.startsWith('/api/') ? pattern : null;
}

/** The signed-in member's id, or null for a visitor. */
export async function viewerIdOf(req: FastifyRequest): Promise<number | null> {
  return (await req.currentUser())?.id ?? null;
}

/** Who counts as one reader (views, searched keywords): the member, else the client address. */
export const viewerKeyOf = (viewerId: number | null, req: FastifyRequest) =>
  viewerId ? `u${viewerId}` : `ip${req.ip}`;

/** Page-Time (SPEC §7): the serverTime of page 1, so pages after it do not shift as posts arrive. */
export function pageTimeOf(req: FastifyRequest): Date | undefined {
  const raw = Number(req.headers['page-time']);
  return Number.isFinite(raw) && raw > 0 ? new Date(raw) : undefined;
}

/** The paging fields of a post list request; pages after the first are bounded by their Page-Time. */
export function listPaging(
  req: FastifyRequest,
  b: { order: number; start: number; limit: number; cursor?: string },
) {
  return {
    order: b.order as OrderValue,
    start: b.start,
    limit: b.limit,
    cursor: b.cursor,
    before: b.start > 1 ? pageTimeOf(req) : undefined,
  };
}
