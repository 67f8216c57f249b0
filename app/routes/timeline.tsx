/** /timeline (SPEC §2): events by day, a month at a time; visitors may view it (SPEC §6). */
import { SITE_NAME } from '@common/constants';
import { loadTimeline } from '~/features/timeline/timeline-loader.server';
import { TimelinePage } from '~/features/timeline/timeline-page';
import type { Route } from './+types/timeline';

export const loader = (args: Route.LoaderArgs) => loadTimeline(args);

export const meta: Route.MetaFunction = () => [{ title: `时间轴 - ${SITE_NAME}` }];

export default function Timeline({ loaderData }: Route.ComponentProps) {
  // A new grade is a new list from its newest month.
  return <TimelinePage key={loaderData.grade} data={loaderData} />;
}
