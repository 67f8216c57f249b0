/**
 * The reading page's loaders (DESIGN §3: services in-process). A missing, deleted or unpublished post is a
 * 404 so the error page shows 页面不存在或系统错误.
 */
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import { isNotFound, orNotFound, viewerKey } from '~/lib/loader-helpers.server';

/** Article ids are short base-36 strings; anything else cannot exist. */
const ARTICLE_ID = /^[0-9a-z]{1,32}$/i;

/**
 * In a shared render (SsrContext.shared) the post is the visitor's view; a member's page then fetches the
 * member's own view (reactions, follow, what a gate opens for them) after hydration, and that call counts
 * the view. A post only its author may see (in review) is rendered for the author alone.
 */
export async function loadArticle({ params, context }: LoaderFunctionArgs<AppLoadContext>) {
  const id = params.articleId ?? '';
  if (!ARTICLE_ID.test(id)) throw data(null, { status: 404 });
  const { posts } = context.services;
  const origin = context.publicOrigin;
  const viewAs = (userId: number | null, viewer: string | null) =>
    orNotFound(() => posts.detail(id, userId, viewer));
  if (!(context.shared && context.hasSession)) {
    const post = await viewAs(context.user?.user_id ?? null, viewerKey(context));
    return { post, origin, shared: context.shared };
  }
  try {
    return { post: await posts.detail(id, null, null), origin, shared: true };
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const user = await context.personalUser();
  return { post: await viewAs(user?.user_id ?? null, null), origin, shared: false };
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
