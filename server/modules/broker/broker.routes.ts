import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountClickSchema,
  accountDetailSchema,
  accountItemBody,
  accountItemSchema,
  BROKER_MSG,
  brokerIdBody,
  brokerSaveBody,
  consoleBrokerSchema,
  consoleOfferSchema,
  offerSaveBody,
} from '../../../common/broker';
import { ok } from '../../lib/envelope';
import { emptyReply, replies, typed } from '../../lib/route';
import { actorOf } from '../console/console-guard';

/** Broker account opening (SPEC §7 "Account opening"; docs/api/brokers.md) and its console calls. */
export async function brokerRoutes(app: FastifyInstance) {
  const r = typed(app);
  const brokers = app.services.brokers;

  r.post('/api/v1/account/detail', { schema: { response: replies(accountDetailSchema) } }, async () =>
    ok(await brokers.detail()),
  );

  r.post(
    '/api/v1/account/item-detail',
    { schema: { body: accountItemBody, response: replies(accountItemSchema) } },
    async (req) => ok(await brokers.item(req.body.account_item_id)),
  );

  r.post(
    '/api/v1/account/click',
    { schema: { body: accountItemBody, response: replies(accountClickSchema) } },
    async (req) => ok(await brokers.click(req.body.account_item_id)),
  );

  const manage = { console: 'broker.manage' } as const;

  r.post(
    '/api/console/broker/list',
    { config: manage, schema: { response: replies(z.array(consoleBrokerSchema)) } },
    async () => ok(await brokers.consoleList()),
  );

  r.post(
    '/api/console/broker/save',
    {
      config: manage,
      schema: { body: brokerSaveBody, response: replies(z.object({ id: z.number() })) },
    },
    async (req) => ok(await brokers.saveBroker(actorOf(req), req.body), BROKER_MSG.saved),
  );

  r.post(
    '/api/console/broker/remove',
    { config: manage, schema: { body: brokerIdBody, response: emptyReply } },
    async (req) => {
      await brokers.removeBroker(actorOf(req), req.body.id);
      return ok(null, BROKER_MSG.deleted);
    },
  );

  r.post(
    '/api/console/broker/item/save',
    { config: manage, schema: { body: offerSaveBody, response: replies(consoleOfferSchema) } },
    async (req) => ok(await brokers.saveOffer(actorOf(req), req.body), BROKER_MSG.saved),
  );

  r.post(
    '/api/console/broker/item/remove',
    { config: manage, schema: { body: brokerIdBody, response: emptyReply } },
    async (req) => {
      await brokers.removeOffer(actorOf(req), req.body.id);
      return ok(null, BROKER_MSG.deleted);
    },
  );
}
