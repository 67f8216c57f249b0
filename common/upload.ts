/**
 * Upload rules shared by the storage-token API and the publish forms (SPEC §3 attachments, §7 storage
 * token): which extensions each upload type accepts, their canonical content types, the size limits and
 * the Chinese messages.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';

export const UPLOAD_TYPES = ['image', 'file'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Canonical content type of every accepted extension; what the object is stored and served as. */
export const UPLOAD_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
} as const;
export type UploadExtension = keyof typeof UPLOAD_CONTENT_TYPES;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const satisfies UploadExtension[];
export const FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'zip',
  ...IMAGE_EXTENSIONS,
] as const satisfies UploadExtension[];

export const UPLOAD_EXTENSIONS: Record<UploadType, readonly UploadExtension[]> = {
  image: IMAGE_EXTENSIONS,
  file: FILE_EXTENSIONS,
};

const MIB = 1024 * 1024;
/** Default limits in bytes (UPLOAD_IMAGE_MAX_MB / UPLOAD_FILE_MAX_MB override them on the server). */
export const UPLOAD_MAX_BYTES: Record<UploadType, number> = { image: 10 * MIB, file: 20 * MIB };

/** How long a storage token (local ticket or presigned URL) stays valid. */
export const UPLOAD_TOKEN_TTL_SECONDS = 10 * 60;

export const UPLOAD_MSG = {
  typeUnsupported: '不支持的文件类型',
  tooLarge: (maxBytes: number) => `文件过大，最大${Math.round(maxBytes / MIB)}MB`,
  empty: '文件不能为空',
  nameRequired: '缺少文件名',
  failed: '上传失败，请重试',
} as const;

/** The lower-case extension of a file name, or '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 || (dot === 0 && base.length > 1) ? base.slice(dot + 1).toLowerCase() : '';
}

export const isImageExtension = (ext: string): boolean =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(ext);

/** Image MIME types a browser may report for each image extension. */
const IMAGE_MIME_ALIASES: Record<string, readonly string[]> = {
  jpg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png', 'image/x-png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
};

/**
 * Checks an upload request against the rules; returns the message of the first problem or null.
 * The extension decides the type; an image's reported MIME type must agree with it (files' MIME types
 * vary by browser and OS, so only their extension counts).
 */
export function checkUpload(
  input: { type: UploadType; name: string; size: number; mime: string },
  maxBytes: Record<UploadType, number> = UPLOAD_MAX_BYTES,
): string | null {
  const ext = fileExtension(input.name);
  if (!(UPLOAD_EXTENSIONS[input.type] as readonly string[]).includes(ext)) return UPLOAD_MSG.typeUnsupported;
  const mime = input.mime.trim().toLowerCase().split(';')[0];
  if (isImageExtension(ext) && mime && !IMAGE_MIME_ALIASES[ext].includes(mime)) {
    return UPLOAD_MSG.typeUnsupported;
  }
  if (input.size <= 0) return UPLOAD_MSG.empty;
  if (input.size > maxBytes[input.type]) return UPLOAD_MSG.tooLarge(maxBytes[input.type]);
  return null;
}

export const stsTokenBody = z.object({
  type: z.enum(UPLOAD_TYPES, { error: UPLOAD_MSG.typeUnsupported }),
  name: z.string({ error: UPLOAD_MSG.nameRequired }).trim().min(1, UPLOAD_MSG.nameRequired).max(200),
  size: z.coerce.number({ error: UPLOAD_MSG.empty }).int(UPLOAD_MSG.empty).min(0, UPLOAD_MSG.empty),
  mime: z.string().max(200).default(''),
});
export type StsTokenBody = z.infer<typeof stsTokenBody>;

/** /api/v1/sts/token's answer: where and how to PUT the bytes, and the object's public URL afterwards. */
export const stsTokenSchema = z.object({
  upload_url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  url: z.string(),
  key: z.string(),
  /** ISO 8601 UTC time after which upload_url is refused. */
  expiration: z.string(),
});
export type StsToken = z.infer<typeof stsTokenSchema>;
