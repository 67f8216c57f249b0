/**
 * The reading page's loaders (DESIGN §3: services in-process). A missing, deleted or unpublished post is a
 * 404 so the error page shows 页面不存在或系统错误.
 */
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { orNotFound, viewerKey } from '~/lib/loader-helpers.server';

/** Article ids are short base-36 strings; anything else cannot exist. */
const ARTICLE_ID = /^[0-9a-z]{1,32}$/i;

export async function loadArticle({ params, context }: LoaderFunctionArgs<AppLoadContext>) {
  const id = params.articleId ?? '';
  if (!ARTICLE_ID.test(id)) throw data(null, { status: 404 });
  const user = context.user;
  const post = await orNotFound(() =>
    context.services.posts.detail(id, user?.user_id ?? null, viewerKey(context)),
  );
  return { post, origin: context.publicOrigin };
}

/** /article-preview?id=…: the author's own post in any state but deleted; visitors are asked to log in. */
export async function loadArticlePreview({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!ARTICLE_ID.test(id)) throw data(null, { status: 404 });
  const user = context.user;
  if (!user) return { post: null, id };
  const post = await orNotFound(() => context.services.posts.preview(id, user.user_id));
  return { post, id };
}
