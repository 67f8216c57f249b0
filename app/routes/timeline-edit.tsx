/** /timeline/edit (SPEC §2): granted members publish an event. */
import { SITE_NAME } from '@common/constants';
import { TimelineEditPage } from '~/features/timeline/timeline-edit-page';
import { loadTimelineEdit } from '~/features/timeline/timeline-loader.server';
import type { Route } from './+types/timeline-edit';

export const loader = (args: Route.LoaderArgs) => loadTimelineEdit(args);

export const meta: Route.MetaFunction = () => [{ title: `发布时间轴 - ${SITE_NAME}` }];

export default function TimelineEdit({ loaderData }: Route.ComponentProps) {
  return <TimelineEditPage canPublish={loaderData.canPublish} today={loaderData.today} />;
}
