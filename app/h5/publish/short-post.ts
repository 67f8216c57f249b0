/**
 * The phone's 短文 (garden) form as pure data: the same request, validation and messages as the desktop
 * short-post editor (app/features/editor/post-form.ts), and where a published post is read on a phone.
 */
import { POST_STATUS } from '@common/post-vocab';
import type { PublishResult } from '~/features/editor/editor-api';
import { emptyForm, type PostRequest, toRequest, validateForm } from '~/features/editor/post-form';
import { h5ArticlePath } from '../posts/paths';

const shortPostForm = (text: string) => ({ ...emptyForm('garden'), body: text });

/** The first problem with the text in the server's words ('请输入内容', '内容过长'), or null. */
export const checkShortPost = (text: string): string | null => validateForm(shortPostForm(text));

/** What /api/v1/article/add receives for the text: escaped, line breaks as <br>, emoji names as images. */
export const shortPostRequest = (text: string): PostRequest => toRequest(shortPostForm(text));

/**
 * Where the author goes after publishing: the mobile article, or nowhere while the post waits for review
 * (only the desktop preview shows a post in review).
 */
export const publishedPath = (result: PublishResult): string | null =>
  result.status === POST_STATUS.REVIEW ? null : h5ArticlePath(result.article_id);
