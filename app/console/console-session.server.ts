/**
 * The editors' console's page loaders (DESIGN §3: services in-process): who is signed in, from the same
 * SYS_SESSION cookie and service the API's console guard reads. A page is shown only to a system user
 * whose role has its permission, so the server never renders a page's data for anyone else.
 */
import { can, type Permission } from '@common/console-vocab';
import { SYS_SESSION_COOKIE, type SysMe } from '@common/sysuser';
import { type AppLoadContext, data, redirect } from 'react-router';

interface Args {
  request: Request;
  context: AppLoadContext;
}

export const CONSOLE_LOGIN = '/console/login';

/** The SYS_SESSION cookie's token, if the request has one. */
function sysToken(request: Request): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SYS_SESSION_COOKIE) {
      const value = decodeURIComponent(part.slice(eq + 1).trim());
      return value && value.length <= 128 ? value : undefined;
    }
  }
  return undefined;
}

/** The signed-in system user, or null. */
export function consoleUser({ request, context }: Args): Promise<SysMe | null> {
  return context.services.sysUsers.meFromToken(sysToken(request));
}

/** Where the login page sends a visitor back to: a console page of this site, else the console's home. */
export function consoleReturnPath(raw: string | null): string {
  return raw && /^\/console(?:[/?]|$)/.test(raw) && !raw.startsWith(CONSOLE_LOGIN) ? raw : '/console';
}

/**
 * The signed-in system user of a console page, with its permission checked: no session → the login page
 * (coming back here after), a role without the permission → the 403 page.
 */
export async function requireConsole(args: Args, permission?: Permission) {
  const me = await consoleUser(args);
  if (!me) {
    const url = new URL(args.request.url);
    throw redirect(`${CONSOLE_LOGIN}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (permission && !can(me.role, permission)) throw data('没有权限', { status: 403 });
  const actor = { id: me.id, username: me.username, role: me.role, ip: args.context.clientIp };
  return { me, actor };
}

/**
 * The loader of a console page that loads its data through console calls: it only checks, on the server,
 * that the signed-in system user may use the page.
 */
export const consolePageLoader = (permission: Permission) => async (args: Args) => {
  await requireConsole(args, permission);
  return null;
};
