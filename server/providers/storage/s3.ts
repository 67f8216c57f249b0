import { UPLOAD_TOKEN_TTL_SECONDS } from '../../../common/upload';
import type { Config } from '../../config';
import { keyUnder } from './keys';
import { presignUrl } from './sigv4';
import type { StorageProvider, UploadSpec } from './types';

type S3Config = NonNullable<Config['storage']['s3']>;

/**
 * S3-compatible storage (AWS S3, MinIO, Aliyun OSS, Tencent COS): a SigV4-presigned PUT valid for
 * 10 minutes. Content-Type and Content-Length are signed, so the store refuses another type or any size
 * but the declared one (which the service has checked against the limits).
 */
export class S3Storage implements StorageProvider {
  readonly name = 's3' as const;
  readonly uploadOrigin: string;
  /** The bucket's own URL, path-style or virtual-hosted. */
  private readonly bucketUrl: string;

  constructor(private readonly cfg: S3Config) {
    const { endpoint, bucket, forcePathStyle } = cfg;
    this.bucketUrl = forcePathStyle ? `${endpoint}/${bucket}` : endpoint.replace('://', `://${bucket}.`);
    this.uploadOrigin = new URL(this.bucketUrl).origin;
  }

  /** Where readers fetch objects from: a CDN in front of the bucket, or the bucket itself. */
  private get publicBase(): string {
    return `${this.cfg.publicBaseUrl ?? this.bucketUrl}/`;
  }

  keyOfUrl(url: string): string | null {
    return keyUnder(url, this.publicBase);
  }

  objectUrl(key: string): string {
    return `${this.bucketUrl}/${key}`;
  }

  createUpload(spec: UploadSpec, now: Date) {
    const { url } = presignUrl({
      method: 'PUT',
      url: this.objectUrl(spec.key),
      region: this.cfg.region,
      accessKeyId: this.cfg.accessKeyId,
      secretAccessKey: this.cfg.secretAccessKey,
      expiresSeconds: UPLOAD_TOKEN_TTL_SECONDS,
      now,
      headers: { 'content-type': spec.contentType, 'content-length': String(spec.size) },
    });
    return {
      upload_url: url,
      method: 'PUT' as const,
      // The browser sets Content-Length itself from the body.
      headers: { 'Content-Type': spec.contentType },
      url: `${this.publicBase}${spec.key}`,
      key: spec.key,
      expiration: new Date(now.getTime() + UPLOAD_TOKEN_TTL_SECONDS * 1000).toISOString(),
    };
  }
}
