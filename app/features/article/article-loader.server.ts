/**
 * The reading page's loaders (DESIGN §3: services in-process). A missing, deleted or unpublished post is a
 * 404 so the error page shows 页面不存在或系统错误.
 */
import { type AppLoadContext, data, type LoaderFunctionArgs } from 'react-router';
import type { Post } from '../post-list/post-types';

/** Article ids are short base-36 strings; anything else cannot exist. */
const ARTICLE_ID = /^[0-9a-z]{1,32}$/i;

/** The services' "not found" (AppError with errCode "404"), recognised without importing server code. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '404';
}

/** Who counts as one reader for the once-an-hour view count: the member, else the client address. */
const viewerKey = (context: AppLoadContext) =>
  context.user ? `u${context.user.user_id}` : `ip${context.clientIp}`;

async function orNotFound(load: () => Promise<Post>): Promise<Post> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loadArticle({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const id = params.articleId ?? '';
  if (!ARTICLE_ID.test(id)) throw data(null, { status: 404 });
  const user = context.user;
  const post = await orNotFound(() =>
    context.services.posts.detail(id, user?.user_id ?? null, viewerKey(context)),
  );
  return { post, origin: new URL(request.url).origin };
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
