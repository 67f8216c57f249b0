/** /article/modify/{id}: edit one of the member's own posts (SPEC §2); 404 for anyone else's. */
import { SITE_NAME } from '@common/constants';
import { useState } from 'react';
import { loadModifyPage } from '~/features/editor/editor-loader.server';
import { LoginNeeded } from '~/features/editor/login-needed';
import { PostEditor } from '~/features/editor/post-editor';
import { fromPost } from '~/features/editor/post-form';
import type { Route } from './+types/article-modify';

export const loader = (args: Route.LoaderArgs) => loadModifyPage(args);

export const meta: Route.MetaFunction = () => [{ title: `编辑文章 - ${SITE_NAME}` }];

export default function ArticleModify({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) return <LoginNeeded title="登录后编辑" />;
  return <ModifyForm key={post.article_id} post={post} />;
}

function ModifyForm({ post }: { post: NonNullable<Route.ComponentProps['loaderData']['post']> }) {
  const [initial] = useState(() => fromPost(post));
  return <PostEditor mode="modify" initial={initial} articleId={post.article_id} />;
}
