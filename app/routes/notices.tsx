/** /agree/me?type={noticeType}&from=message (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { loadNotices } from '~/features/notices/notices-loader.server';
import { NoticesPage } from '~/features/notices/notices-page';
import type { Route } from './+types/notices';

export const loader = (args: Route.LoaderArgs) => loadNotices(args);

export const meta: Route.MetaFunction = () => [{ title: `消息通知 - ${SITE_NAME}` }];

export default function Notices({ loaderData }: Route.ComponentProps) {
  return <NoticesPage data={loaderData} />;
}
