import type { PostType } from '@common/post';
import { POST_TYPE_LABEL, POST_TYPES } from '@common/post-vocab';

/** The publish forms of SPEC §2 (/article/edit?type=…), as the header menu and the editor list them. */
export const PUBLISH_TYPES = POST_TYPES.map((type) => ({ type, label: POST_TYPE_LABEL[type] }));

export const publishUrl = (type: PostType) => `/article/edit?type=${type}`;
