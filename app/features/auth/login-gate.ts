/** The login gate of SPEC §4, as pure functions of the location. */

/** Any path containing one of these is open to visitors. */
const OPEN_PATH_PARTS = ['/action', '/live', '/study', '/product', '/square'];
const OPEN_PATHS: ReadonlySet<string> = new Set(['/', '/timeline', '/about/jc']);
/**
 * The agreements (/protocol/{type}) are exempt like /about/jc (ADR 22): the register dialog asks a
 * visitor to read and accept them, and the login dialog must not cover them.
 */
const OPEN_PATH_PREFIXES = ['/protocol/'];

/** Whether a visitor on this path gets the login dialog; also where logging out leaves for `/`. */
export function pathNeedsLogin(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (OPEN_PATHS.has(path) || OPEN_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return !OPEN_PATH_PARTS.some((part) => path.includes(part));
}

/** The query the WeChat authorise page returns with: `type=wx` and an `openid`. */
export function isWxCallback(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.get('type') === 'wx' && Boolean(query.get('openid'));
}

export interface GateInput {
  pathname: string;
  search: string;
  loggedIn: boolean;
  /** The first location of this page load (a WeChat callback only counts then). */
  firstLoad: boolean;
}

export function shouldOpenLoginGate({ pathname, search, loggedIn, firstLoad }: GateInput): boolean {
  if (loggedIn || !pathNeedsLogin(pathname)) return false;
  return !(firstLoad && isWxCallback(search));
}
