/**
 * The /h5 login gate. The desktop's (SPEC §4) would pop the login sheet over every shared article and
 * member home, the pages phones mostly arrive at from WeChat; here only the reader's own pages ask:
 * `/h5/mine` without an id (their home) and `/h5/mine/...` (their centre), but not a member's home by
 * its legacy path (`/h5/mine/{userId}/...`) nor another member's follows and fans (`?id=`).
 */
import { type GateInput, shouldOpenLoginGate } from '~/features/auth/login-gate';

const OWN_PAGES = /^\/h5\/mine(?:\/|$)/;
const MEMBER_HOME = /^\/h5\/mine\/\d+(?:\/|$)/;
/** The pages that show another member's when given `?id=`. */
const ANYONES = /^\/h5\/mine(?:\/care)?\/?$/;

export function h5NeedsLogin(pathname: string, search: string): boolean {
  if (!OWN_PAGES.test(pathname) || MEMBER_HOME.test(pathname)) return false;
  return !(ANYONES.test(pathname) && new URLSearchParams(search).get('id'));
}

/** The desktop gate's rules (logged in, the WeChat callback) on the /h5 pages that need login. */
export const h5LoginGate = (input: GateInput): boolean =>
  h5NeedsLogin(input.pathname, input.search) && shouldOpenLoginGate(input);
