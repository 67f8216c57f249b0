/** Drafts in a list (desktop /mine/draft and the phone's /h5/mine/draft): free of any UI kit and schema code. */
import type { StoredPost } from './post-form';

/** Where a draft is taken up again: the editor of its type, loading it. */
export const continueUrl = (draft: Pick<StoredPost, 'type' | 'article_id'>) =>
  `/article/edit?type=${draft.type}&draft=${draft.article_id}`;

/** A draft's name in a list: its title, else the start of its text. */
export const draftTitle = (draft: Pick<StoredPost, 'title' | 'summary'>) =>
  draft.title || draft.summary.slice(0, 40) || '（无标题）';
