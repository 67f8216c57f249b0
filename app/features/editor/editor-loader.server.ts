/**
 * Loaders of the publish pages (DESIGN §3: services in-process). /article/edit?draft=… continues one of
 * the member's drafts; /article/modify/{id} loads the member's own post and is a 404 for anyone else.
 */
import { POST_STATUS } from '@common/post-vocab';
import { type AppLoadContext, data, type LoaderFunctionArgs, redirect } from 'react-router';
import { parsePostType, type StoredPost } from './post-form';

const ARTICLE_ID = /^[0-9a-z]{1,32}$/i;

/** LoaderFunctionArgs types `context` as any; this keeps the service calls type-checked. */
type Args = Pick<LoaderFunctionArgs, 'request' | 'params'> & { context: AppLoadContext };

/** The services' "not found" and "forbidden" (AppError codes), recognised without importing server code. */
function isMissing(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '404' || code === '403';
}

async function ownPost(
  context: LoaderFunctionArgs['context'],
  id: string,
  userId: number,
): Promise<StoredPost | null> {
  if (!ARTICLE_ID.test(id)) return null;
  try {
    return await context.services.posts.preview(id, userId);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function loadEditPage({ request, context }: Args) {
  const query = new URL(request.url).searchParams;
  const type = parsePostType(query.get('type'));
  const draftId = query.get('draft') ?? '';
  const user = context.user;
  if (!user || !draftId) return { loggedIn: !!user, type, draft: null };
  const post = await ownPost(context, draftId, user.user_id);
  const draft = post && post.status === POST_STATUS.DRAFT ? post : null;
  return { loggedIn: true, type: draft ? parsePostType(draft.type) : type, draft };
}

export async function loadModifyPage({ params, context }: Args) {
  const id = params.id ?? '';
  const user = context.user;
  if (!user) return { loggedIn: false, post: null };
  const post = await ownPost(context, id, user.user_id);
  if (!post) throw data(null, { status: 404 });
  // A draft is finished on the publish page, where it can also be published.
  if (post.status === POST_STATUS.DRAFT)
    throw redirect(`/article/edit?type=${post.type}&draft=${post.article_id}`);
  return { loggedIn: true, post };
}

export const DRAFTS_PAGE_SIZE = 15;

export async function loadDraftsPage({ request, context }: Args) {
  const page = Math.min(10_000, Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1));
  const user = context.user;
  if (!user) return { loggedIn: false, page, drafts: null };
  const drafts = await context.services.posts.listDrafts(user.user_id, page, DRAFTS_PAGE_SIZE);
  return { loggedIn: true, page, drafts };
}
