import type Sharp from 'sharp';
import { COMPETITION_LIMITS, COMPETITION_MSG } from '../../../common/competition';
import type { FileJobs } from '../../file-jobs';
import { badRequest } from '../../lib/errors';
import type { FileReader } from '../../lib/file-workers';
import { matchesMagic, SNIFF_BYTES } from '../../providers/storage/sniff';
import { pixelSize } from './pixel-size';

/**
 * sharp (libvips, about 20 MB once loaded) only when an image needs scaling: most screenshots do not, and
 * an instance that never reads one never loads it. The OCR queue scales one image at a time: one libvips
 * thread, and no cache of decoded images.
 */
let scaler: Promise<typeof Sharp> | null = null;
const loadSharp = () =>
  (scaler ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));

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

/** An image as handed to the OCR worker, with its pixel size. */
export interface OcrImage {
  image: Buffer;
  width: number;
  height: number;
}

/**
 * An image checkImage passed, at no more than COMPETITION_LIMITS.ocrPixels: a larger one is scaled down
 * (aspect kept) to a grey PNG, since the recognition's time and the worker's memory, which its WASM heap
 * keeps for good, grow with the pixels while the text stays legible well below the limit. sharp (libvips)
 * decodes a few rows at a time off the event loop, so even the largest image allowed costs little memory.
 */
export async function fitForOcr(image: Buffer): Promise<OcrImage> {
  const size = pixelSize(image);
  if (!size) throw new Error('fitForOcr takes an image checkImage passed');
  const scale = Math.sqrt(COMPETITION_LIMITS.ocrPixels / (size.width * size.height));
  if (scale >= 1) return { image, width: size.width, height: size.height };
  // The PNG loses the EXIF orientation tesseract would apply: turn the pixels upright first. EXIF 5–8
  // turn the image a quarter, so its upright width is the stored height.
  const upright = size.orientation >= 5 ? size.height : size.width;
  const sharp = await loadSharp();
  const { data, info } = await sharp(image, {
    limitInputPixels: COMPETITION_LIMITS.imagePixels,
    sequentialRead: true,
  })
    .autoOrient()
    .resize({ width: Math.floor(upright * scale) })
    .grayscale()
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}
