/**
 * The /h5 login gate. The desktop's (SPEC §4) would pop the login sheet over every shared article and
 * member home, the pages phones mostly arrive at from WeChat; here only the reader's own pages ask:
 * `/h5/mine` without an id (their home) and `/h5/mine/...` (their centre).
 */
import { type GateInput, shouldOpenLoginGate } from '~/features/auth/login-gate';

const OWN_PAGES = /^\/h5\/mine(?:\/|$)/;

export function h5NeedsLogin(pathname: string, search: string): boolean {
  if (!OWN_PAGES.test(pathname)) return false;
  return /^\/h5\/mine\/?$/.test(pathname) ? !new URLSearchParams(search).get('id') : true;
}

/** The desktop gate's rules (logged in, the WeChat callback) on the /h5 pages that need login. */
export const h5LoginGate = (input: GateInput): boolean =>
  h5NeedsLogin(input.pathname, input.search) && shouldOpenLoginGate(input);
