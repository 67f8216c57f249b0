import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The word-cloud call (SPEC §7) and the image it points to. The image is a plain GET outside /api, as
 * an <img> fetches it: no signature, no API rate limit, and an immutable URL the browser keeps a year.
 */
export async function wordCloudRoutes(app: FastifyInstance) {
  const r = typed(app);
  const clouds = app.services.wordCloud;

  r.post('/api/v1/search/word-cloud', { schema: { response: replies(z.string()) } }, async () =>
    ok(await clouds.currentUrl()),
  );

  r.get('/word-cloud/:key.svg', { schema: { params: z.object({ key: z.string() }) } }, async (req, reply) => {
    const svg = await clouds.svg(req.params.key);
    if (!svg) return reply.callNotFound();
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        // Opened on its own, the SVG is a document of our origin: it may style itself, nothing more.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    );
  });
}
