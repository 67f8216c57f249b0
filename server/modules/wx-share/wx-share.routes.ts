import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { replies, typed } from '../../lib/route';
import { WX_SHARE_MSG } from './wx-share.service';

/** Served at `/open/wx/config` (SPEC §7); app.ts routes `/open/…` here, so it is signed and rate limited like any call. */
export const WX_CONFIG_PATH = '/api/open/wx/config';

const wxConfigReply = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});

export async function wxShareRoutes(app: FastifyInstance) {
  const wxShare = app.services.wxShare;
  typed(app).post(
    WX_CONFIG_PATH,
    {
      schema: {
        body: z.object({ url: z.string({ error: WX_SHARE_MSG.badUrl }).max(2048, WX_SHARE_MSG.badUrl) }),
        response: replies(wxConfigReply),
      },
    },
    async (req) => ok(await wxShare.config(req.body.url)),
  );
}
