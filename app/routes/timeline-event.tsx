/** /timeline/{articleId} (SPEC §2): the event in its day's context. */
import { SITE_NAME } from '@common/constants';
import { TimelineEventPage } from '~/features/timeline/timeline-event-page';
import { loadTimelineEvent } from '~/features/timeline/timeline-loader.server';
import type { Route } from './+types/timeline-event';

export const loader = (args: Route.LoaderArgs) => loadTimelineEvent(args);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.item.title} - 时间轴 - ${SITE_NAME}` : SITE_NAME },
];

export default function TimelineEvent({ loaderData }: Route.ComponentProps) {
  return <TimelineEventPage item={loaderData.item} day={loaderData.day} />;
}
