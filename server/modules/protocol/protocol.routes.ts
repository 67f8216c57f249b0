import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  isProtocolType,
  legalHtml,
  PROTOCOL_NOT_FOUND_MSG,
  PROTOCOLS,
  protocolSchema,
} from '../../../common/legal';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { replies, typed } from '../../lib/route';

/** The agreements, from the same texts as the /protocol/{type} pages (no database: they ship with the code). */
export async function protocolRoutes(app: FastifyInstance) {
  const r = typed(app);

  r.post(
    '/api/v1/user/protocol/:type',
    { schema: { params: z.object({ type: z.string() }), response: replies(protocolSchema) } },
    async (req) => {
      const { type } = req.params;
      if (!isProtocolType(type)) throw notFound(PROTOCOL_NOT_FOUND_MSG);
      const text = PROTOCOLS[type];
      return ok({ type, title: text.title, content: legalHtml(text), update_time: text.updated });
    },
  );
}
