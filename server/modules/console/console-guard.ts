import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, type Permission, type SysRole } from '../../../common/console-vocab';
import { ErrCode } from '../../../common/error-codes';
import { SYS_SESSION_COOKIE } from '../../../common/sysuser';
import { AppError } from '../../lib/errors';

/** The system user behind a console call (set by the guard before the handler runs). */
export interface SysActor {
  id: number;
  username: string;
  role: SysRole;
  /** The client address, for the audit log. */
  ip: string;
}

/** What a console route requires: a permission, or 'self' for any signed-in system user. */
export type ConsoleRequirement = Permission | 'self';

/** One console call as the guard saw it registered (the role × call matrix test walks these). */
export interface ConsoleCall {
  method: string;
  url: string;
  permission: ConsoleRequirement;
}

export { SYS_SESSION_COOKIE };

export const CONSOLE_MSG = {
  notLoggedIn: '请先登录管理后台',
  forbidden: '没有权限',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a console call: the guard requires a system-user session with this permission. */
    console?: ConsoleRequirement;
  }
  interface FastifyRequest {
    /** The system user of a console call; null outside console calls. */
    sysActor: SysActor | null;
    /** The SYS_SESSION cookie's token, if it looks like one. */
    sysSessionToken(): string | undefined;
  }
  interface FastifyInstance {
    /** Every route with `config.console`, in registration order. */
    consoleCalls: ConsoleCall[];
  }
}

export const consoleNotLoggedIn = () => new AppError(ErrCode.NOT_LOGGED_IN, CONSOLE_MSG.notLoggedIn);

/**
 * The console's one permission check (docs/decisions/0019-editors-console.md): every route whose options
 * carry `config.console` gets an onRequest hook, so the answer comes before the body is even parsed and a
 * route cannot forget it. Must be registered before the routes (it watches them being added).
 */
export const consoleGuardPlugin = fp(async (app) => {
  app.decorate('consoleCalls', [] as ConsoleCall[]);
  app.decorateRequest('sysActor', null);
  app.decorateRequest('sysSessionToken', function (this: FastifyRequest) {
    const token = this.cookies[SYS_SESSION_COOKIE];
    return token && token.length <= 128 ? token : undefined;
  });

  app.addHook('onRoute', (route) => {
    const required = route.config?.console;
    if (!required) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds HEAD beside each GET itself; the GET is the call.
      if (method !== 'HEAD') app.consoleCalls.push({ method, url: route.url, permission: required });
    }
    const guard = async (req: FastifyRequest) => {
      const actor = await app.services.sysUsers.actorFromToken(req.sysSessionToken(), req.ip);
      if (!actor) throw consoleNotLoggedIn();
      // The data names the permission, so the console (and the matrix test) can tell the guard's refusal
      // from a service's own 403.
      if (required !== 'self' && !can(actor.role, required))
        throw new AppError(ErrCode.FORBIDDEN, CONSOLE_MSG.forbidden, { permission: required });
      req.sysActor = actor;
    };
    const existing = route.onRequest;
    // First among the route's own hooks: nothing of the route runs for a caller the guard refuses.
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
});

/** The actor of a console call; the guard has set it (a route without `config.console` gets a 500). */
export function actorOf(req: FastifyRequest): SysActor {
  if (!req.sysActor) throw new Error(`${req.method} ${req.url} is not a console route (config.console)`);
  return req.sysActor;
}
