import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginUserSchema } from '../../../common/api';
import { wxLoginBody, wxRegisterBody } from '../../../common/validation';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { replies, typed } from '../../lib/route';
import { clientInfo, setLoginCookies } from '../../plugins/session';
import { LocalWechat } from '../../providers/wechat';
import { toLoginUser, USER_MSG } from '../user/user.service';
import { renderAuthorizePage, renderErrorPage } from './wechat.pages';
import { WX_AUTH_TTL_MS } from './wechat.service';

const CALLBACK_PATH = '/api/wx/callback';
const WX_AUTH_COOKIE = 'wx_auth';

/** The open_id this browser authorised at the callback, from a signed HttpOnly cookie. */
function authorisedOpenId(req: FastifyRequest): string | null {
  const raw = req.cookies[WX_AUTH_COOKIE];
  if (!raw) return null;
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

export async function wechatRoutes(app: FastifyInstance) {
  const r = typed(app);
  const wechat = app.services.wechat;
  const loginReply = replies(loginUserSchema);

  r.post(
    '/api/v1/user/login/wx-pc',
    { schema: { body: z.object({ path: z.string().max(2048).optional() }), response: replies(z.string()) } },
    async (req) => ok(wechat.loginUrl(req.body.path, `${app.config.publicOrigin}${CALLBACK_PATH}`)),
  );

  r.post(
    '/api/v1/user/login/wx',
    { schema: { body: wxLoginBody, response: loginReply } },
    async (req, reply) => {
      const result = await wechat.login(req.body.open_id, authorisedOpenId(req), clientInfo(req));
      setLoginCookies(reply, result.token, result.user);
      return ok(toLoginUser(result), USER_MSG.loggedIn);
    },
  );

  r.post(
    '/api/v1/user/register/wx-pc',
    { schema: { body: wxRegisterBody, response: loginReply } },
    async (req, reply) => {
      const result = await wechat.register(req.body, authorisedOpenId(req), clientInfo(req));
      setLoginCookies(reply, result.token, result.user);
      return ok(toLoginUser(result), USER_MSG.registered);
    },
  );

  r.get(
    CALLBACK_PATH,
    {
      schema: {
        querystring: z.object({
          code: z.string().max(4096).default(''),
          state: z.string().max(1024).default(''),
        }),
      },
    },
    async (req, reply) => {
      try {
        const { openId, location } = await wechat.handleCallback(req.query.code, req.query.state);
        reply.setCookie(WX_AUTH_COOKIE, openId, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.isProduction,
          signed: true,
          maxAge: WX_AUTH_TTL_MS / 1000,
        });
        return reply.redirect(location);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return sendHtml(reply, renderErrorPage(err.message), 400);
      }
    },
  );

  if (app.services.wechatProvider instanceof LocalWechat) {
    registerLocalAuthorizePage(app, app.services.wechatProvider);
  }
}

/** The development page that stands in for scanning WeChat's QR code (DESIGN §5). */
function registerLocalAuthorizePage(app: FastifyInstance, provider: LocalWechat) {
  const r = typed(app);
  const path = '/api/wx/dev-authorize';

  r.get(
    path,
    {
      schema: {
        querystring: z.object({
          redirect_uri: z.string().max(2048).default(''),
          state: z.string().max(1024).default(''),
        }),
      },
    },
    async (req, reply) =>
      sendHtml(reply, renderAuthorizePage({ ...req.query, openId: LocalWechat.newOpenId(), action: path })),
  );

  r.post(
    path,
    {
      schema: {
        body: z.object({
          redirect_uri: z.string().max(2048),
          state: z.string().max(1024),
          open_id: z.string().regex(/^[\w-]{6,64}$/),
          nickname: z.string().trim().min(1).max(32),
        }),
      },
    },
    async (req, reply) => {
      const origin = app.config.publicOrigin;
      const target = new URL(req.body.redirect_uri, origin);
      if (target.pathname !== CALLBACK_PATH || target.origin !== origin) {
        return sendHtml(reply, renderErrorPage('回调地址无效'), 400);
      }
      const code = provider.issueCode({
        openId: req.body.open_id,
        unionId: `u_${req.body.open_id}`,
        nickname: req.body.nickname,
        avatar: '',
      });
      return reply.redirect(`${CALLBACK_PATH}?${new URLSearchParams({ code, state: req.body.state })}`);
    },
  );
}

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}
