import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { smsOutboxItemSchema } from '../../../common/api';
import { SYS_ROLES } from '../../../common/console-vocab';
import { formatServerTime } from '../../../common/format';
import { ENERGY_RULES, type EnergyKind } from '../../../common/money';
import { sysUserSchema } from '../../../common/sysuser';
import { ok } from '../../lib/envelope';
import { notFound, orMissing } from '../../lib/errors';
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

  /**
   * Gives a member 工分 from the treasury (as editors' awards do) and a full day's 养分 (every activity up
   * to its daily cap): the browser journeys run against a server whose database no other process may open.
   */
  typed(app).post(
    '/api/dev/ledger/grant',
    {
      schema: {
        body: z.object({
          user_id: z.coerce.number().int().positive(),
          integral: z.coerce.number().int().positive(),
        }),
        response: replies(z.null()),
      },
    },
    async (req) => {
      const { ledger } = app.services;
      const userId = req.body.user_id;
      await orMissing(
        ledger.award({ userId, integral: req.body.integral, memo: '开发环境', key: `dev:${randomUUID()}` }),
        notFound('用户不存在'),
      );
      for (const [kind, rule] of Object.entries(ENERGY_RULES) as [
        EnergyKind,
        (typeof ENERGY_RULES)[EnergyKind],
      ][]) {
        for (let i = 0; i < rule.dailyCap; i++) await ledger.grantEnergy(userId, kind);
      }
      return ok(null);
    },
  );

  /** An editor's approval of a red-book subscription (`npm run product:review -- approve ID`), for the same reason. */
  typed(app).post(
    '/api/dev/product/approve',
    { schema: { body: z.object({ id: z.coerce.number().int().positive() }), response: replies(z.null()) } },
    async (req) => {
      await app.services.products.review.approve(req.body.id);
      return ok(null);
    },
  );

  /**
   * Every page the anonymous page cache holds is rendered anew from the next request on, as once its
   * lifetime has passed: the browser journeys about revalidating a stored page ask for this instead of
   * waiting out the lifetime.
   */
  typed(app).post('/api/dev/page-cache/expire', { schema: { response: replies(z.null()) } }, async () => {
    app.services.posts.contentVersion++;
    return ok(null);
  });

  /** A system user of any role, for the console's browser journeys (tests/e2e/console-support.ts). */
  typed(app).post(
    '/api/dev/console/sysuser',
    {
      schema: {
        body: z.object({
          username: z.string().trim().min(3).max(32),
          password: z.string().min(1).max(128),
          role: z.enum(SYS_ROLES),
        }),
        response: replies(sysUserSchema),
      },
    },
    async (req) => ok(await app.services.sysUsers.createForDev(req.body)),
  );
}
