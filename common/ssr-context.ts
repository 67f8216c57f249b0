import type { PublicUser } from './user';

/** What the server hands every page loader (React Router load context). */
export interface SsrContext {
  /**
   * The logged-in member, resolved from the SESSION cookie, or null. Always null in a shared render: the
   * page then shows what every reader sees and the browser fetches its reader's state after hydration.
   */
  user: PublicUser | null;
  /**
   * This render is the one page every reader of the URL gets from the page cache (server/plugins/page-cache),
   * members included: nothing in it may depend on who asked.
   */
  shared: boolean;
  /** The request carries a session cookie (the member may be logged in; `user` says only in a personal render). */
  hasSession: boolean;
  /**
   * Leaves the shared render for this response (it is then never cached) and resolves the member behind
   * the session: for what only that member may see, such as their own post in review.
   */
  personalUser(): Promise<PublicUser | null>;
  /** True for phone and tablet user agents (drives the /h5 redirects of SPEC §2). */
  isMobile: boolean;
  /** Values the browser needs; nothing secret (the signing secret is anti-scraping only, DESIGN §4). */
  publicEnv: { signSecret: string };
  /** The client's address as the server sees it (after TRUST_PROXY); keys anonymous view counts. */
  clientIp: string;
  /** The site's configured public origin (PUBLIC_URL), for absolute links; never the request's Host. */
  publicOrigin: string;
  /** This response's CSP nonce; React Router's inline scripts must carry it. */
  cspNonce: string;
}

declare module 'react-router' {
  interface AppLoadContext extends SsrContext {}
}
