import type { StsToken } from '../../../common/upload';

/** One upload the service has approved: a random key and what the bytes must be. */
export interface UploadSpec {
  key: string;
  /** Canonical content type of the key's extension (common/upload.ts). */
  contentType: string;
  /** The declared size in bytes; the upload must be exactly this long. */
  size: number;
  userId: number;
}

/**
 * Where uploaded files go (DESIGN §1): the app's own disk by default, an S3-compatible object store when
 * configured. Either way the browser PUTs the bytes to `upload_url` with `headers`, and the file is then
 * readable at `url`.
 */
export interface StorageProvider {
  readonly name: 'local' | 's3';
  /** The origin browsers PUT to when it is not the site itself (the page CSP must allow it). */
  readonly uploadOrigin: string | null;
  createUpload(spec: UploadSpec, now: Date): StsToken;
  /** The key behind a file URL this storage hands out (`url` of createUpload), or null for any other. */
  keyOfUrl(url: string): string | null;
}
