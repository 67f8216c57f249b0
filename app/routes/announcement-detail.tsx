/** /announcement/{id} (SPEC §2); a phone is sent to /h5/announcement/{id} (lib/redirects.ts). */
import { SITE_NAME } from '@common/constants';
import { AnnouncementDetail } from '~/features/announcement/announcement-detail';
import { loadAnnouncement } from '~/features/announcement/announcement-loader.server';
import type { Route } from './+types/announcement-detail';

export const loader = (args: Route.LoaderArgs) => loadAnnouncement(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.announcement.title} - ${SITE_NAME}` : SITE_NAME },
];

export default function AnnouncementDetailRoute({ loaderData }: Route.ComponentProps) {
  return <AnnouncementDetail {...loaderData} />;
}
