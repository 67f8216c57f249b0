/** /h5/word-cloud (SPEC §2): today's hot-word picture on a phone, each word a search. */
import { SITE_NAME } from '@common/constants';
import { H5WordCloudPage } from '~/h5/word-cloud/word-cloud-page';
import type { Route } from './+types/h5-word-cloud';

/** The SVG itself rather than its URL: drawn inline, a tap can tell which word it hit. */
export async function loader({ context }: Route.LoaderArgs) {
  return { svg: (await context.services.wordCloud.currentSvg()) ?? null, origin: context.publicOrigin };
}

export const meta: Route.MetaFunction = () => [{ title: `今日词云 - ${SITE_NAME}` }];

export default function H5WordCloud({ loaderData }: Route.ComponentProps) {
  return <H5WordCloudPage svg={loaderData.svg} origin={loaderData.origin} />;
}
