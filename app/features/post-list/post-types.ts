/** The post item and list page of docs/api/posts.md, as the pages see them. */
import type { pageSchema, postItemSchema } from '@common/post';
import type { z } from 'zod';

export type Post = z.infer<typeof postItemSchema>;
export type PostPage = z.infer<ReturnType<typeof pageSchema<typeof postItemSchema>>>;
export type PostAuthor = Post['user'];
export type PostAttachment = Post['attachments'][number];
