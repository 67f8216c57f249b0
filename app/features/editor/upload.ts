/**
 * Browser uploads (SPEC §7 storage token): ask /api/v1/sts/token for a target, then PUT the bytes there
 * (the app itself or an S3-compatible store) with the headers it names. XHR rather than fetch for
 * upload progress.
 */
import { checkUpload, UPLOAD_MSG, type UploadType } from '@common/upload';
import { type ChangeEvent, useRef, useState } from 'react';
import { ApiError } from '~/lib/api';
import { requestUploadToken } from './editor-api';

export interface UploadedFile {
  name: string;
  url: string;
  size: number;
}

/** A failure before or during the PUT, with the text to show. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/** The client-side check of the same rules the server applies (common/upload.ts). */
export function checkFile(file: File, type: UploadType): string | null {
  return checkUpload({ type, name: file.name, size: file.size, mime: file.type });
}

/** PUTs the bytes to a token's target (also the console's uploads, whose tokens come from its own calls). */
export function put(
  url: string,
  headers: Record<string, string>,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      // The app answers with its envelope; an object store with XML.
      let message: string = UPLOAD_MSG.failed;
      try {
        const body = JSON.parse(xhr.responseText) as { msg?: string };
        if (body.msg) message = body.msg;
      } catch {}
      reject(new UploadError(message));
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_MSG.failed));
    xhr.onabort = () => reject(new UploadError(UPLOAD_MSG.failed));
    xhr.send(file);
  });
}

/**
 * Uploads one file; rejects with UploadError (a message to show) or ApiError (already shown by the API
 * client).
 */
export async function uploadFile(
  file: File,
  type: UploadType,
  onProgress?: (percent: number) => void,
): Promise<UploadedFile> {
  const problem = checkFile(file, type);
  if (problem) throw new UploadError(problem);
  const token = await requestUploadToken(type, file);
  await put(token.upload_url, token.headers, file, onProgress);
  return { name: file.name, url: token.url, size: file.size };
}

export const isReportedError = (error: unknown) => error instanceof ApiError;

/**
 * One image (an avatar) picked through a hidden file input and uploaded, for any UI kit: the URL so far,
 * whether an upload runs, the input's props and `choose` to open the picker. `report` shows an
 * UploadError's text; the API client has already shown its own failures.
 */
export function useImagePicker(initial: string, report: (message: string) => void) {
  const [url, setUrl] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      setUrl((await uploadFile(file, 'image')).url);
    } catch (error) {
      if (error instanceof UploadError) report(error.message);
    } finally {
      setUploading(false);
    }
  };

  return {
    url,
    uploading,
    choose: () => input.current?.click(),
    inputProps: {
      ref: input,
      type: 'file',
      accept: 'image/*',
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        void pick(event.target.files?.[0]);
        // The same file picked again is a new choice.
        event.target.value = '';
      },
    },
  };
}
