import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyCompressOptions } from '@fastify/compress';

/** Preferred first: Brotli is ~15–20 % smaller than gzip on our HTML and JSON. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Quality 4 for bodies compressed per response: near gzip's speed at a smaller size. Build-time assets
 * use the maximum (vite.config.ts), since they are compressed once.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/** Below about one TCP packet compressing saves nothing worth its CPU. */
const THRESHOLD_BYTES = 1024;

/** The @fastify/compress options every dynamic response (API JSON, rendered HTML) is compressed with. */
export const compressOptions: FastifyCompressOptions = {
  global: true,
  encodings: [...ENCODINGS],
  threshold: THRESHOLD_BYTES,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  zlibOptions: { level: GZIP_LEVEL },
};

/** The encoding to answer with for this Accept-Encoding header, or null for the identity. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  return negotiate<Encoding>(header, [...ENCODINGS]);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body compressed as `compressOptions` would, for bodies kept and sent many times (the page cache). */
export function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, compressOptions.brotliOptions)
    : gzipAsync(body, compressOptions.zlibOptions);
}

export const belowCompressionThreshold = (body: Buffer) => body.length < THRESHOLD_BYTES;
