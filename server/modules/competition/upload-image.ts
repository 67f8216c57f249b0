import { imageSize } from 'image-size';
import { COMPETITION_LIMITS, COMPETITION_MSG } from '../../../common/competition';
import type { FileJobs } from '../../file-jobs';
import { badRequest } from '../../lib/errors';
import type { FileReader } from '../../lib/file-workers';
import { matchesMagic, SNIFF_BYTES } from '../../providers/storage/sniff';

export type ImageKind = 'png' | 'jpeg' | 'webp';
export const IMAGE_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The image's kind by its first bytes (the storage sniffer's signatures), whatever its name claims. */
export function sniffImage(buf: Buffer): ImageKind | null {
  const head = buf.subarray(0, SNIFF_BYTES);
  if (matchesMagic('png', head)) return 'png';
  if (matchesMagic('jpeg', head)) return 'jpeg';
  if (matchesMagic('webp', head)) return 'webp';
  return null;
}

/**
 * Pixel size from the image's header, without decoding it; null when the header is unreadable. Run in a
 * file worker (the `imageSize` job): image-size parses untrusted bytes, and a hang or a blow-up in it must
 * cost that worker, not the server.
 */
export function pixelSize(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return { width, height };
  } catch {
    return null;
  }
}

/** Refuses anything but a PNG, JPEG or WebP within the byte and pixel limits; answers its kind. */
export async function checkImage(files: FileReader<FileJobs>, buf: Buffer): Promise<ImageKind> {
  if (buf.length === 0) throw badRequest(COMPETITION_MSG.imageRequired);
  if (buf.length > COMPETITION_LIMITS.imageBytes) throw badRequest(COMPETITION_MSG.imageTooLarge);
  const kind = sniffImage(buf);
  if (!kind) throw badRequest(COMPETITION_MSG.imageType);
  const size = await files.run('imageSize', { bytes: buf });
  if (!size || size.width === 0 || size.height === 0) throw badRequest(COMPETITION_MSG.imageType);
  const side = COMPETITION_LIMITS.imageSide;
  if (size.width > side || size.height > side || size.width * size.height > COMPETITION_LIMITS.imagePixels) {
    throw badRequest(COMPETITION_MSG.imageTooBig);
  }
  return kind;
}
