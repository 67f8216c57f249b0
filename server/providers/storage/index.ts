import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { StorageProvider } from './types';

export { LocalStorage } from './local';
export { S3Storage } from './s3';
export type { StorageProvider, UploadSpec } from './types';

/** S3-compatible storage when configured, otherwise the app's own disk under DATA_DIR/uploads. */
export function createStorageProvider(config: Config): StorageProvider {
  if (config.storage.s3) return new S3Storage(config.storage.s3);
  return new LocalStorage(path.join(config.dataDir, 'uploads'), config.appSecret);
}
