import type { FastifyInstance } from 'fastify';
import { orderInfoBody, orderListBody, payBody, payOrderSchema } from '../../../common/money';
import { pageSchema } from '../../../common/post';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';

/** SPEC §7 "Pay": paying an order, its status (the QR dialog polls it) and the member's orders. */
export async function payRoutes(app: FastifyInstance) {
  const r = typed(app);
  const payOrders = app.services.payOrders;

  r.post(
    '/api/v1/pay-order/pay',
    { schema: { body: payBody, response: replies(payOrderSchema) } },
    async (req) => {
      const user = await req.requireUser();
      return ok(await payOrders.pay(user.id, req.body.pay_order_id, req.body.pay_type));
    },
  );

  r.post(
    '/api/v1/pay-order/info',
    { schema: { body: orderInfoBody, response: replies(payOrderSchema) } },
    async (req) => ok(await payOrders.info((await req.requireUser()).id, req.body)),
  );

  r.post(
    '/api/v1/pay-order/list',
    { schema: { body: orderListBody, response: replies(pageSchema(payOrderSchema)) } },
    async (req) => ok(await payOrders.list((await req.requireUser()).id, req.body)),
  );
}
