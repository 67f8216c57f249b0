/**
 * Where a member takes up a draft or a post again (desktop and phone lists, the article page): free of any
 * UI kit and schema code.
 */
import type { StoredPost } from './post-form';

/** Where a draft is taken up again: the editor of its type, loading it. */
export const continueUrl = (draft: Pick<StoredPost, 'type' | 'article_id'>) =>
  `/article/edit?type=${draft.type}&draft=${draft.article_id}`;

/** A draft's name in a list: its title, else the start of its text. */
export const draftTitle = (draft: Pick<StoredPost, 'title' | 'summary'>) =>
  draft.title || draft.summary.slice(0, 40) || '（无标题）';

/** The editor of one of the member's own published posts (SPEC §2 /article/modify/{id}). */
export const modifyPath = (articleId: string) => `/article/modify/${articleId}`;
