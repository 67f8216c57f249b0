import type { FastifyInstance } from 'fastify';
import { smsSendBody, smsValidBody } from '../../../common/validation';
import { ok } from '../../lib/envelope';
import { emptyReply, typed } from '../../lib/route';
import { SMS_MSG } from './sms.service';

export async function smsRoutes(app: FastifyInstance) {
  const r = typed(app);
  const sms = app.services.sms;

  r.post('/api/v1/sms/send', { schema: { body: smsSendBody, response: emptyReply } }, async (req) => {
    await sms.send(req.body, req.ip);
    return ok(null, SMS_MSG.sent);
  });

  r.post('/api/v1/sms/valid', { schema: { body: smsValidBody, response: emptyReply } }, async (req) => {
    await sms.verify(req.body);
    return ok(null, SMS_MSG.valid);
  });
}
