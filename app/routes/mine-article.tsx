/** /mine/article?type=0|1|2|3: the member's own posts (SPEC §2). */
import { SITE_NAME } from '@common/constants';
import { loadMyArticles } from '~/features/member/member-loader.server';
import { MyPosts } from '~/features/member/my-posts';
import type { Route } from './+types/mine-article';

export const loader = (args: Route.LoaderArgs) => loadMyArticles(args);

export const meta: Route.MetaFunction = () => [{ title: `我的帖子 - ${SITE_NAME}` }];

export default function MineArticle({ loaderData }: Route.ComponentProps) {
  const { tab, page, posts } = loaderData;
  return posts && <MyPosts tab={tab} page={page} posts={posts} />;
}
