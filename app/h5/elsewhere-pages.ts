/**
 * /h5 pages whose features later issues build (market tools, the assistant; issue 13 item 7). Each shows
 * the mobile shell with an honest empty state naming the page and a link to where it lives on the desktop
 * site. An entry leaves this table when its feature's issue builds the page.
 */
export interface H5ElsewherePage {
  /** The route id (routes.ts). */
  id: string;
  /** The path under /h5. */
  path: string;
  title: string;
  /** The desktop page for the same thing, from the route's params. */
  desktopPath(params: Record<string, string | undefined>): string;
}

export const H5_ELSEWHERE: readonly H5ElsewherePage[] = [
  { id: 'h5-ai', path: 'ai', title: 'AI 助手', desktopPath: () => '/ai' },
];

export const H5_ELSEWHERE_FILE = 'routes/h5-elsewhere.tsx';

export const h5ElsewherePage = (routeId: string): H5ElsewherePage | undefined =>
  H5_ELSEWHERE.find((page) => page.id === routeId);
