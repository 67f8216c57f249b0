import type { UploadExtension } from '../../../common/upload';

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];
/** OLE2 compound file: legacy .doc, .xls and .ppt. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Bytes to read from the start of a file for matchesMagic. */
export const SNIFF_BYTES = 16;

/**
 * Whether a file's first bytes agree with its extension. Images must be what they claim (a "png" that is
 * not a PNG is refused), as must PDFs and Office/zip containers; plain text and CSV have no signature,
 * but must not contain NUL bytes in their head.
 */
export function matchesMagic(ext: UploadExtension, head: Buffer): boolean {
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return startsWith(head, JPEG);
    case 'png':
      return startsWith(head, PNG);
    case 'gif':
      return startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'));
    case 'webp':
      return startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8);
    case 'pdf':
      return startsWith(head, ascii('%PDF-'));
    case 'docx':
    case 'xlsx':
    case 'pptx':
    case 'zip':
      return ZIP.some((sig) => startsWith(head, sig));
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(head, OLE);
    case 'txt':
    case 'csv':
      return !head.includes(0);
  }
}
