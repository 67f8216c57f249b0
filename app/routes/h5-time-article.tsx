/** /h5/time-article (SPEC §2): the timeline on a phone. */
import { SITE_NAME } from '@common/constants';
import { H5_TIMELINE_PAGE, H5TimelinePage } from '~/h5/timeline/h5-timeline-page';
import type { Route } from './+types/h5-time-article';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    days: await context.services.timeline.list({
      date: undefined,
      grade: 0,
      start: 1,
      limit: H5_TIMELINE_PAGE,
    }),
  };
}

export const meta: Route.MetaFunction = () => [{ title: `时间轴 - ${SITE_NAME}` }];

export default function H5TimeArticle({ loaderData }: Route.ComponentProps) {
  return <H5TimelinePage initial={loaderData.days} />;
}
