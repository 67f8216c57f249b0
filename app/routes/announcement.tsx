/** /announcement (SPEC §2 搜公告): announcement and 互动易 Q&A search; visitors may use it (SPEC §6). */
import { SITE_NAME } from '@common/constants';
import { loadAnnouncementSearch } from '~/features/announcement/announcement-loader.server';
import { AnnouncementPage } from '~/features/announcement/announcement-page';
import type { Route } from './+types/announcement';

export const loader = (args: Route.LoaderArgs) => loadAnnouncementSearch(args);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const stock = loaderData?.query.stock;
  return [{ title: `${stock ? `${stock} - ` : ''}搜公告 - ${SITE_NAME}` }];
};

export default function Announcement({ loaderData }: Route.ComponentProps) {
  return <AnnouncementPage {...loaderData} />;
}
