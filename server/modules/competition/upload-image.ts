import { COMPETITION_LIMITS, COMPETITION_MSG } from '../../../common/competition';
import { badRequest } from '../../lib/errors';
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

/** Pixel size from the image's header, without decoding it; null when the header is unreadable. */
export function imageSize(buf: Buffer, kind: ImageKind): { width: number; height: number } | null {
  if (kind === 'png') {
    if (buf.length < 24 || buf.toString('ascii', 12, 16) !== 'IHDR') return null;
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  }
  if (kind === 'webp') {
    if (buf.length < 30) return null;
    const chunk = buf.toString('ascii', 12, 16);
    if (chunk === 'VP8 ')
      return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = buf.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
    return null;
  }
  // JPEG: walk the segments to the first start-of-frame marker.
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = buf.readUInt16BE(i + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { width: buf.readUInt16BE(i + 7), height: buf.readUInt16BE(i + 5) };
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/** Refuses anything but a PNG, JPEG or WebP within the byte and pixel limits; answers its kind. */
export function checkImage(buf: Buffer): ImageKind {
  if (buf.length === 0) throw badRequest(COMPETITION_MSG.imageRequired);
  if (buf.length > COMPETITION_LIMITS.imageBytes) throw badRequest(COMPETITION_MSG.imageTooLarge);
  const kind = sniffImage(buf);
  if (!kind) throw badRequest(COMPETITION_MSG.imageType);
  const size = imageSize(buf, kind);
  if (!size || size.width === 0 || size.height === 0) throw badRequest(COMPETITION_MSG.imageType);
  const side = COMPETITION_LIMITS.imageSide;
  if (size.width > side || size.height > side || size.width * size.height > COMPETITION_LIMITS.imagePixels) {
    throw badRequest(COMPETITION_MSG.imageTooBig);
  }
  return kind;
}

/**
 * The first file part of a multipart/form-data body (the app has no multipart plugin, and one image is
 * all this call takes). Null when the body has no file part.
 */
export function firstFilePart(body: Buffer, contentType: string): Buffer | null {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary.trim()}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const headStart = at + delimiter.length + 2;
    const headEnd = body.indexOf('\r\n\r\n', headStart);
    if (headEnd < 0) return null;
    const next = body.indexOf(delimiter, headEnd + 4);
    if (next < 0) return null;
    const headers = body.toString('utf8', headStart, headEnd);
    if (/filename=/i.test(headers)) return body.subarray(headEnd + 4, next - 2);
    at = next;
  }
  return null;
}
