/**
 * Post vocabulary without schemas (types, sections, categories, sorts, limits and messages), so a page
 * can use it without loading zod (issue 12); common/post.ts builds the request schemas on it and
 * re-exports it.
 */

export const POST_TYPES = ['long', 'documents', 'link', 'ask', 'garden', 'live'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const POST_TYPE_LABEL: Record<PostType, string> = {
  long: '长文',
  documents: '文档',
  link: '链接',
  ask: '提问',
  garden: '短文',
  live: '生活',
};

/** Labels of every stored type (lists show 异动解析 posts beside members' posts). */
export const STORED_POST_TYPE_LABEL: Record<StoredPostType, string> = {
  ...POST_TYPE_LABEL,
  action: '异动解析',
};

/** back_garden (REFERENCE.md). */
/**
 * Posts of the market-anomaly list (异动) carry this type; the action issue adds them and the
 * fluctuation search scope (5) finds them.
 */
export const FLUCTUATION_POST_TYPE = 'action' as const;

/**
 * What a stored post's type may be: members' types, plus the 异动解析 posts the server writes itself
 * (server/modules/market). The publish call's schema allows POST_TYPES only, so no member can publish one.
 */
export type StoredPostType = PostType | typeof FLUCTUATION_POST_TYPE;
export const STORED_POST_TYPES = [...POST_TYPES, FLUCTUATION_POST_TYPE] as const;

export const SECTIONS = { study: 0, square: 1, live: 2 } as const;
export type SectionKey = keyof typeof SECTIONS;
export const SECTION_LABEL = ['研选', '广场', '生活'] as const;

/** Community list orders (REFERENCE.md): 0 newest, 1 hot, 3 thirty-day hot, 5 latest interaction. */
export const ORDERS = { publish: 0, hot: 1, thirty: 3, action: 5 } as const;
export type OrderValue = (typeof ORDERS)[keyof typeof ORDERS];

export const CATEGORIES = [
  { id: '96', name: '纪要' },
  { id: '97', name: '题材' },
  { id: '98', name: '复盘' },
  { id: '99', name: '短文' },
  { id: '101', name: '资讯' },
  { id: '102', name: '个股' },
] as const;

export const POST_STATUS = { DRAFT: 0, REVIEW: 1, PUBLISHED: 2, HIDDEN: 3, DELETED: 4 } as const;

export const TITLE_MAX = 100;
export const CONTENT_MAX = 100_000;
export const TAGS_MAX = 5;
export const TAG_MAX = 20;
export const ATTACHMENTS_MAX = 9;
export const READ_INTEGRAL_MAX = 10_000;
export const READ_LIMIT_MAX_DAYS = 3650;
/** Drafts a member keeps at most. */
export const DRAFTS_MAX = 100;

export const POST_MSG = {
  typeInvalid: '文章类型有误',
  titleRequired: '请输入标题',
  titleTooLong: `标题不能超过${TITLE_MAX}个字`,
  contentRequired: '请输入内容',
  contentTooLong: '内容过长',
  linkRequired: '请输入链接地址',
  linkInvalid: '链接地址格式有误',
  attachmentsRequired: '请上传文档',
  attachmentsTooMany: `最多上传${ATTACHMENTS_MAX}个附件`,
  attachmentInvalid: '附件信息有误',
  tagsTooMany: `最多添加${TAGS_MAX}个标签`,
  tagTooLong: `标签不能超过${TAG_MAX}个字`,
  categoryInvalid: '分类有误',
  numberInvalid: '数字格式错误',
  articleIdRequired: '缺少文章编号',
} as const;

/**
 * Page numbers are OFFSET pages, so they stop at MAX_PAGE; deeper reading goes on with the keyset
 * `cursor` (infinite scroll), which costs the same at any depth.
 */
export const MAX_PAGE = 200;
