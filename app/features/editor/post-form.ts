/**
 * The publish form as pure data (SPEC §2 publish forms and options): its state, the request it becomes
 * (docs/api/posts.md), validation with the messages of common/post.ts, and the way back from a stored
 * post (drafts, /article/modify) to a form.
 */

import { emojiToText, renderEmojiText } from '@common/emoji';
import { escapeHtml } from '@common/html';
import { checkPostFields, type PostType, postFieldsSchema, type postItemSchema } from '@common/post';
import { POST_TYPES, SECTIONS } from '@common/post-vocab';
import type { z } from 'zod';

export type StoredPost = z.infer<typeof postItemSchema>;

export interface Attachment {
  name: string;
  url: string;
  size?: number;
}

export interface PostFormState {
  type: PostType;
  title: string;
  /** long: the rich editor's HTML; every other type: plain text with [名称] emoji names. */
  body: string;
  tags: string[];
  category_id: string;
  link_url: string;
  link_title: string;
  attachments: Attachment[];
  /** Days of membership a reader needs (阅读限制). */
  read_limit: number;
  /** 仅粉丝可见 */
  fans_limit: boolean;
  /** 付费阅读: 工分 to unlock. */
  read_integral: number;
  /** 禁止复制 */
  copy_limit: boolean;
  /** 移至广场 (research types only). */
  to_square: boolean;
  /** 利益披露 */
  interest_disclosure: string;
}

/** What /api/v1/article/add, /update and /draft/save receive (besides ids). */
export interface PostRequest {
  type: PostType;
  title: string;
  content: string;
  tags: string[];
  category_id: string;
  link_url: string;
  link_title: string;
  attachments: Attachment[];
  read_limit: number;
  fans_limit: 0 | 1;
  read_integral: number;
  copy_limit: 0 | 1;
  to_square: 0 | 1;
  interest_disclosure: string;
}

/** Unknown or missing types open the long-post form (SPEC §2). */
export function parsePostType(value: string | null | undefined): PostType {
  return (POST_TYPES as readonly string[]).includes(value ?? '') ? (value as PostType) : 'long';
}

export const usesRichText = (type: PostType) => type === 'long';
export const hasTitle = (type: PostType) => type !== 'garden' && type !== 'live';
export const titleRequired = (type: PostType) => type === 'long' || type === 'documents' || type === 'ask';
/** 研选 types: a category, and the option to move to 广场. */
export const isStudyType = (type: PostType) => type !== 'garden' && type !== 'live';

export function emptyForm(type: PostType): PostFormState {
  return {
    type,
    title: '',
    body: '',
    tags: [],
    category_id: '',
    link_url: '',
    link_title: '',
    attachments: [],
    read_limit: 0,
    fans_limit: false,
    read_integral: 0,
    copy_limit: false,
    to_square: false,
    interest_disclosure: '',
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A textarea's text as post HTML: escaped, emoji names as images, line breaks as <br>. */
export function textToContentHtml(text: string): string {
  const trimmed = text.replace(/\s+$/, '');
  return renderEmojiText(escapeHtml(trimmed)).replace(/\r\n?|\n/g, '<br>');
}

/** Stored post HTML back to textarea text: emoji images to names, <br> and blocks to line breaks. */
export function contentHtmlToText(html: string): string {
  return decodeEntities(
    emojiToText(html)
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|li|blockquote|pre|tr)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  ).replace(/\n+$/, '');
}

/** The plain text of post HTML as the server counts it: emoji count as their names, images as nothing. */
export function htmlPlainText(html: string): string {
  return contentHtmlToText(html).trim();
}

/** The rich editor's HTML, or '' when it holds nothing but empty paragraphs. */
export function normalizeRichHtml(html: string): string {
  const hasImage = /<img\b/i.test(html);
  return hasImage || htmlPlainText(html) !== '' ? html : '';
}

export function toRequest(state: PostFormState): PostRequest {
  const { type } = state;
  const study = isStudyType(type);
  return {
    type,
    title: hasTitle(type) ? state.title.trim() : '',
    content: usesRichText(type) ? normalizeRichHtml(state.body) : textToContentHtml(state.body),
    tags: state.tags,
    category_id: study ? state.category_id : '',
    link_url: type === 'link' ? state.link_url.trim() : '',
    link_title: type === 'link' ? state.link_title.trim() : '',
    attachments: type === 'documents' ? state.attachments : [],
    read_limit: state.read_limit,
    fans_limit: state.fans_limit ? 1 : 0,
    read_integral: state.read_integral,
    copy_limit: state.copy_limit ? 1 : 0,
    to_square: study && state.to_square ? 1 : 0,
    interest_disclosure: state.interest_disclosure.trim(),
  };
}

/** The first problem with the form, in the server's words (common/post.ts), or null. */
export function validateForm(state: PostFormState): string | null {
  const request = toRequest(state);
  const parsed = postFieldsSchema.safeParse(request);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? '参数错误';
  return checkPostFields(parsed.data, htmlPlainText(request.content));
}

/** Nothing worth keeping as a draft. */
export function isBlankForm(state: PostFormState): boolean {
  const r = toRequest(state);
  return !r.title && !r.content && !r.link_url && r.attachments.length === 0 && r.tags.length === 0;
}

/** A stored post (draft or published) as the form that edits it. */
export function fromPost(post: StoredPost): PostFormState {
  const type = parsePostType(post.type);
  const study = isStudyType(type);
  return {
    type,
    title: post.title,
    body: usesRichText(type) ? post.content : contentHtmlToText(post.content),
    tags: [...post.tags],
    category_id: study ? (post.category_id ?? '') : '',
    link_url: post.link_url,
    link_title: post.link_title,
    attachments: post.attachments.map((a) => ({ ...a })),
    read_limit: post.read_limit,
    fans_limit: post.fans_limit === 1,
    read_integral: post.read_integral,
    copy_limit: post.copy_limit === 1,
    to_square: study && post.back_garden === SECTIONS.square,
    interest_disclosure: post.interest_disclosure,
  };
}

/** A stable key of a form's request, to tell whether anything changed. */
export const requestKey = (state: PostFormState) => JSON.stringify(toRequest(state));

/** What the author is told when the sensitive-word list holds a post for review. */
export const IN_REVIEW_MSG = '内容包含敏感词，已提交审核';

/** The body box's hint, per type. */
export const BODY_PLACEHOLDER: Record<PostFormState['type'], string> = {
  long: '请输入正文，支持插入图片和表情',
  documents: '简单介绍一下文档内容（选填）',
  link: '说说推荐理由（选填）',
  ask: '补充问题的背景（选填）',
  garden: '分享你的观点…',
  live: '记录生活点滴…',
};
