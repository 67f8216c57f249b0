import { randomBytes } from 'node:crypto';
import { UPLOAD_CONTENT_TYPES, type UploadExtension } from '../../../common/upload';

const EXTENSIONS = Object.keys(UPLOAD_CONTENT_TYPES).join('|');

/**
 * Object keys are ours alone: `YYYYMMDD/<24 hex>.<ext>`, never derived from a user's file name, so no
 * key can name another directory, a dot file or a served type we did not choose.
 */
export const KEY_PATTERN = new RegExp(`^(\\d{8})/([0-9a-f]{24})\\.(${EXTENSIONS})$`);

export function newUploadKey(ext: UploadExtension, now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}/${randomBytes(12).toString('hex')}.${ext}`;
}

/** The extension of a valid key, or null when the key does not have our shape. */
export function keyExtension(key: string): UploadExtension | null {
  const m = KEY_PATTERN.exec(key);
  return m ? (m[3] as UploadExtension) : null;
}

/** The key of a URL this storage produced under `base` (ending in '/'), or null for any other URL. */
export function keyUnder(url: string, base: string): string | null {
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return keyExtension(key) ? key : null;
}
