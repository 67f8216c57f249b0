import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { smsOutboxItemSchema } from '../../../common/api';
import { formatServerTime } from '../../../common/format';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';
import type { LocalSmsProvider } from '../../providers/sms';

/** Development-only helpers; registered only with the local SMS provider, never in production. */
export async function devRoutes(app: FastifyInstance, opts: { outbox: LocalSmsProvider }) {
  typed(app).get(
    '/api/dev/sms-outbox',
    {
      schema: {
        querystring: z.object({
          phone: z.string().trim().min(1).max(20),
          country_code: z.string().optional(),
        }),
        response: replies(z.array(smsOutboxItemSchema)),
      },
    },
    async (req) =>
      ok(
        opts.outbox.list(req.query.country_code, req.query.phone).map((m) => ({
          phone: m.phone,
          country_code: m.countryCode,
          type: m.type,
          code: m.code,
          create_time: formatServerTime(m.createdAt),
        })),
      ),
  );
}
