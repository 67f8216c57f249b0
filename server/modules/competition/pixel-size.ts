import { imageSize } from 'image-size';

/**
 * Pixel size and EXIF orientation from an image's header, without decoding it; null when the header is
 * unreadable. Uploads are first read in a file worker (the `imageSize` job, ADR 26): image-size parses
 * untrusted bytes, and a hang or a blow-up in it must cost that worker, not the server. Its own module, so
 * the worker loads none of the OCR's image libraries.
 */
export function pixelSize(bytes: Uint8Array): { width: number; height: number; orientation: number } | null {
  try {
    const { width, height, orientation } = imageSize(bytes);
    return { width, height, orientation: orientation ?? 1 };
  } catch {
    return null;
  }
}
