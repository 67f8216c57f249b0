/** The signed-in system user for the console's pages, from the console layout's loader (null on the login page). */
import type { SysMe } from '@common/sysuser';
import { useRouteLoaderData } from 'react-router';

export const CONSOLE_LAYOUT_ID = 'console-layout';

export function useConsoleUser(): SysMe | null {
  return useRouteLoaderData<{ me: SysMe | null }>(CONSOLE_LAYOUT_ID)?.me ?? null;
}
