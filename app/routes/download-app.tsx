/** /download-app (SPEC §2): the app's QR codes and store links, and the official account's QR code. */
import { SITE_NAME } from '@common/constants';
import { sidebarQrOf } from '@common/site-config';
import { DownloadAppPage } from '~/features/site-config/download-app-page';
import type { Route } from './+types/download-app';

export async function loader({ context }: Route.LoaderArgs) {
  const { site } = context.services;
  const [app, account] = await Promise.all([site.setting('app_download'), site.setting('official_account')]);
  return { app, account, qr: sidebarQrOf(app, account, context.publicOrigin) };
}

export const meta: Route.MetaFunction = () => [{ title: `下载 App - ${SITE_NAME}` }];

export default function DownloadApp({ loaderData }: Route.ComponentProps) {
  return <DownloadAppPage {...loaderData} />;
}
