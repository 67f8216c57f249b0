/**
 * What an /h5 page tells the shell through its route module's `handle` export:
 * `export const handle: H5Handle = { h5TabBar: true };` on a member page (home, centre) shows the bottom
 * tab bar. The leaf route decides, so a page inside a nested layout can opt in or out by itself.
 */
export interface H5Handle {
  h5TabBar?: boolean;
}

/** Whether the deepest matched route asks for the tab bar. */
export function wantsTabBar(matches: readonly { handle?: unknown }[]): boolean {
  const handle = matches.at(-1)?.handle;
  return typeof handle === 'object' && handle !== null && (handle as H5Handle).h5TabBar === true;
}
