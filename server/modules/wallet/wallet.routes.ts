import type { FastifyInstance } from 'fastify';
import {
  balancesSchema,
  newestToolBody,
  newestToolSchema,
  payOrderSchema,
  statementBody,
  statementItemSchema,
  topupBody,
} from '../../../common/money';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';

/** The member's wallet, 工分 and 养分: balances, statements, top-up, and the newest-post tool's order. */
export async function walletRoutes(app: FastifyInstance) {
  const r = typed(app);
  const wallet = app.services.wallet;

  r.post('/api/v1/user/wallet/info', { schema: { response: replies(balancesSchema) } }, async (req) =>
    ok(await wallet.balances((await req.requireUser()).id)),
  );

  r.post(
    '/api/v1/user/wallet/statement',
    { schema: { body: statementBody, response: replies(pageSchema(statementItemSchema)) } },
    async (req) => ok(await wallet.statement((await req.requireUser()).id, req.body)),
  );

  r.post(
    '/api/v1/user/wallet/recharge',
    { schema: { body: topupBody, response: replies(payOrderSchema) } },
    async (req) => ok(await wallet.recharge((await req.requireUser()).id, req.body.money)),
  );

  r.post(
    '/api/v1/user/newest-article-tool',
    { schema: { body: newestToolBody.optional(), response: replies(newestToolSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await wallet.newestTool(user.id, req.body?.pay_type));
    },
  );
}
