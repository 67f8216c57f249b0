/** /jc/f: the word-cloud frame page (SPEC §2), embedded elsewhere, so the picture alone with no site chrome. */
import { SITE_NAME } from '@common/constants';
import { WordCloudImage } from '~/features/word-cloud/word-cloud-image';
import type { Route } from './+types/word-cloud-frame';

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { url: await context.services.wordCloud.currentUrl() };
  } catch (error) {
    console.error('词云加载失败', error);
    return { url: null };
  }
}

export const meta: Route.MetaFunction = () => [{ title: `今日热词 - ${SITE_NAME}` }];

export default function WordCloudFrame({ loaderData }: Route.ComponentProps) {
  return (
    <main className="word-cloud-frame">
      {loaderData.url ? <WordCloudImage url={loaderData.url} /> : <p>热词暂时无法显示，请稍后刷新</p>}
    </main>
  );
}
