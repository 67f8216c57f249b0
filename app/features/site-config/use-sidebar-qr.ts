/**
 * The home sidebar's QR targets: the page loader's (home: no extra call), else fetched once the page is
 * up from the two settings. Type-only imports from common/site-config: it builds zod schemas, and the
 * home page's first load carries no zod (common/zod-config.ts).
 */
import type { AppDownload, OfficialAccount, SidebarQr } from '@common/site-config';
import { useEffect, useState } from 'react';
import { api } from '~/lib/api';

/** The same rule as common/site-config.ts sidebarQrOf (which the server's loaders use). */
function targets(app: AppDownload, account: OfficialAccount, origin: string): SidebarQr {
  const absolute = (t: string) => (t.startsWith('/') ? `${origin}${t}` : t);
  return {
    app: absolute(app.qr_url || '/download-app'),
    official: account.qr_url ? absolute(account.qr_url) : '',
  };
}

export function useSidebarQr(origin: string, given: SidebarQr | undefined): SidebarQr {
  const [fetched, setFetched] = useState<SidebarQr | null>(null);
  useEffect(() => {
    if (given) return;
    const controller = new AbortController();
    const opts = { quiet: true, signal: controller.signal };
    Promise.all([
      api<AppDownload>('/api/v1/config/one', { pro_name: 'app_download' }, opts),
      api<OfficialAccount>('/api/v1/config/one', { pro_name: 'official_account' }, opts),
    ]).then(
      ([app, account]) => setFetched(targets(app, account, origin)),
      (error) => {
        // Secondary content (SPEC §8): logged; the app's code keeps its default target.
        if (!controller.signal.aborted) console.error(error);
      },
    );
    return () => controller.abort();
  }, [given, origin]);
  return given ?? fetched ?? { app: `${origin}/download-app`, official: '' };
}
