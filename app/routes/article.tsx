/** /a/{articleId}: the reading page, rendered on the server (SPEC §2, §4). */
import { SITE_NAME } from '@common/constants';
import { loadArticle } from '~/features/article/article-loader.server';
import { ArticlePage } from '~/features/article/article-page';
import { usePersonalPost } from '~/features/article/use-personal-post';
import type { Route } from './+types/article';

export const loader = (args: Route.LoaderArgs) => loadArticle(args);

/** The title, else the start of the summary (短文 have no title). */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: SITE_NAME }];
  const { post } = loaderData;
  const title = post.title || post.summary.slice(0, 30) || '文章详情';
  return [{ title: `${title} - ${SITE_NAME}` }, { name: 'description', content: post.summary }];
};

export default function Article({ loaderData }: Route.ComponentProps) {
  const { post, viewer } = usePersonalPost(loaderData.post, loaderData.shared);
  return <ArticlePage post={post} viewer={viewer} origin={loaderData.origin} />;
}
