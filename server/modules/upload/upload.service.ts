import {
  checkUpload,
  fileExtension,
  type StsToken,
  type StsTokenBody,
  UPLOAD_CONTENT_TYPES,
  type UploadExtension,
  type UploadType,
} from '../../../common/upload';
import { badRequest } from '../../lib/errors';
import type { Limiter, LimitRule } from '../../lib/limiter';
import { newUploadKey } from '../../providers/storage/keys';
import type { StorageProvider } from '../../providers/storage/types';

/** Storage tokens per member: generous for a long post with many images, tight enough to stop abuse. */
export const UPLOAD_LIMIT: LimitRule = {
  name: 'upload',
  points: 60,
  durationSec: 10 * 60,
  message: '上传太频繁，请{s}秒后再试',
};

/** Issues storage tokens (SPEC §7 /api/v1/sts/token) after checking type and size (SPEC §3). */
export class UploadService {
  constructor(
    readonly storage: StorageProvider,
    private readonly limiter: Limiter,
    readonly maxBytes: Record<UploadType, number>,
  ) {}

  async token(userId: number, input: StsTokenBody, now = new Date()): Promise<StsToken> {
    const problem = checkUpload(input, this.maxBytes);
    if (problem) throw badRequest(problem);
    await this.limiter.consume(String(userId));
    const ext = fileExtension(input.name) as UploadExtension;
    return this.storage.createUpload(
      { key: newUploadKey(ext, now), contentType: UPLOAD_CONTENT_TYPES[ext], size: input.size, userId },
      now,
    );
  }
}
