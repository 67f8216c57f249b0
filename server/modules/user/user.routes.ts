import type { FastifyInstance } from 'fastify';
import { loginUserSchema, publicUserSchema } from '../../../common/api';
import { memberProfileSchema } from '../../../common/member';
import {
  loginBody,
  passwordChangeBody,
  passwordResetBody,
  registerBody,
  smsLoginBody,
  userUpdateBody,
} from '../../../common/validation';
import { ok } from '../../lib/envelope';
import { emptyReply, replies, typed } from '../../lib/route';
import { clearLoginCookies, clientInfo, setAdminCookie, setLoginCookies } from '../../plugins/session';
import { toLoginUser, toPublicUser, USER_MSG } from './user.service';

const userReply = replies(publicUserSchema);
const loginReply = replies(loginUserSchema);

export async function userRoutes(app: FastifyInstance) {
  const r = typed(app);
  const users = app.services.users;

  r.post(
    '/api/v1/user/register',
    { schema: { body: registerBody, response: loginReply } },
    async (req, reply) => {
      const result = await users.register(req.body, clientInfo(req));
      setLoginCookies(reply, result.token, result.user);
      return ok(toLoginUser(result), USER_MSG.registered);
    },
  );

  r.post('/api/v1/user/login', { schema: { body: loginBody, response: loginReply } }, async (req, reply) => {
    const result = await users.login(req.body, clientInfo(req));
    setLoginCookies(reply, result.token, result.user);
    return ok(toLoginUser(result), USER_MSG.loggedIn);
  });

  r.post(
    '/api/v1/user/login/sms',
    { schema: { body: smsLoginBody, response: loginReply } },
    async (req, reply) => {
      const result = await users.loginBySms(req.body, clientInfo(req));
      setLoginCookies(reply, result.token, result.user);
      return ok(toLoginUser(result), USER_MSG.loggedIn);
    },
  );

  r.post('/api/v1/user/info', { schema: { response: userReply } }, async (req) => {
    const user = await req.requireUser();
    // Every page of a member's visit asks for this: the day's visit earns its 养分 here.
    await app.services.energy.earn(user.id, 'login');
    return ok(toPublicUser(user));
  });

  r.post(
    '/api/v1/user/update',
    { schema: { body: userUpdateBody, response: replies(memberProfileSchema) } },
    async (req, reply) => {
      const user = await req.requireUser();
      const profile = await users.updateProfile(user.id, req.body);
      setAdminCookie(reply, profile);
      return ok(profile, USER_MSG.profileUpdated);
    },
  );

  r.post('/api/v1/user/logout', { schema: { response: emptyReply } }, async (req, reply) => {
    const token = req.sessionToken();
    if (token) await users.logout(token);
    clearLoginCookies(reply);
    return ok(null, USER_MSG.loggedOut);
  });

  r.post(
    '/api/v1/user/password/change',
    { schema: { body: passwordChangeBody, response: emptyReply } },
    async (req, reply) => {
      const user = await req.requireUser();
      const token = await users.changePassword(user, req.body, clientInfo(req));
      setLoginCookies(reply, token, toPublicUser(user));
      return ok(null, USER_MSG.passwordChanged);
    },
  );

  r.post(
    '/api/v1/user/password/reset',
    { schema: { body: passwordResetBody, response: emptyReply } },
    async (req, reply) => {
      await users.resetPassword(req.body);
      clearLoginCookies(reply);
      return ok(null, USER_MSG.passwordReset);
    },
  );
}
