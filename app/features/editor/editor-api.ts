/** The publishing calls of docs/api/posts.md and the storage token of SPEC §7, typed. */
import type { pageSchema, postItemSchema } from '@common/post';
import type { StsToken, UploadType } from '@common/upload';
import type { z } from 'zod';
import { api, callApi, fetchPage } from '~/lib/api';
import type { PostRequest } from './post-form';

export interface PublishResult {
  article_id: string;
  /** 2 published, 1 in review (a sensitive word). */
  status: number;
}

export type DraftPage = z.infer<ReturnType<typeof pageSchema<typeof postItemSchema>>>;

export const publishPost = (request: PostRequest & { draft_id?: string }) =>
  callApi<PublishResult>('/api/v1/article/add', request);

export const updatePost = (articleId: string, request: PostRequest) =>
  callApi<PublishResult>('/api/v1/article/update', { ...request, article_id: articleId });

/** Autosave reports its own failures (the status line), so it stays quiet. */
export const saveDraft = (request: PostRequest & { article_id?: string }, quiet = false) =>
  api<{ article_id: string }>('/api/v1/article/draft/save', request, { quiet });

export const listDrafts = (start: number, limit: number, firstPageTime?: number) =>
  fetchPage<DraftPage>('/api/v1/article/draft/list', { start, limit }, firstPageTime);

export const deleteDraft = (articleId: string) =>
  api<null>('/api/v1/article/draft/delete', { article_id: articleId });

export const fetchHtmlTitle = (url: string) =>
  api<{ title: string; url: string }>('/api/v1/article/html-title', { url });

export const requestUploadToken = (type: UploadType, file: { name: string; size: number; type: string }) =>
  api<StsToken>('/api/v1/sts/token', { type, name: file.name, size: file.size, mime: file.type });
