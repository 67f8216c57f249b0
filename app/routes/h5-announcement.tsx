/** /h5/announcement/{id} (SPEC §2): an announcement on a phone; the desktop's /announcement/{id} sends phones here. */
import { SITE_NAME } from '@common/constants';
import { loadAnnouncement } from '~/features/announcement/announcement-loader.server';
import { H5AnnouncementPage } from '~/h5/announcement/h5-announcement-page';
import type { Route } from './+types/h5-announcement';

export const loader = (args: Route.LoaderArgs) => loadAnnouncement(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.announcement.title} - ${SITE_NAME}` : SITE_NAME },
];

export default function H5Announcement({ loaderData }: Route.ComponentProps) {
  return <H5AnnouncementPage {...loaderData} />;
}
