/** /h5/article/{id}: the phone's reading page (issue 13), the same post and member model as /a/{id}. */
import { SITE_NAME } from '@common/constants';
import { loadArticle } from '~/features/article/article-loader.server';
import { usePersonalPost } from '~/features/article/use-personal-post';
import { H5ArticlePage } from '~/h5/article/h5-article-page';
import { shareCard } from '~/h5/share/share-card';
import type { Route } from './+types/h5-article';

export const loader = (args: Route.LoaderArgs) =>
  loadArticle({ ...args, params: { articleId: args.params.id } });

/** The title and description of /a/{id}, plus the Open Graph card a link preview (and WeChat) shows. */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: SITE_NAME }];
  const card = shareCard(loaderData.post, loaderData.origin);
  return [
    { title: `${card.title} - ${SITE_NAME}` },
    { name: 'description', content: card.desc },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: card.title },
    { property: 'og:description', content: card.desc },
    { property: 'og:url', content: card.link },
    ...(card.imgUrl ? [{ property: 'og:image', content: card.imgUrl }] : []),
  ];
};

export default function H5Article({ loaderData }: Route.ComponentProps) {
  const { post, viewer } = usePersonalPost(loaderData.post, loaderData.shared);
  return <H5ArticlePage post={post} viewer={viewer} origin={loaderData.origin} />;
}
