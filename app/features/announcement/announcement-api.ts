/** The browser's announcement calls (docs/api/announcements.md). */
import { exportFileName } from '@common/announcement-vocab';
import { currentSignHeaders } from '~/lib/api';

const EXPORT_PATH = '/api/v1/tool/announcement/search/export';
const XLSX = 'spreadsheetml';

/** The file name the server gave (RFC 5987 `filename*`), else the default. */
function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // Fall through to the default name.
    }
  }
  return exportFileName(new Date().toISOString().slice(0, 10));
}

/**
 * Downloads the current search as an .xlsx workbook. The answer is a file, not an envelope, so this is a
 * signed fetch of its own; a refusal (rate limit, bad filter) comes back as an envelope whose message is
 * thrown for the page to show.
 */
export async function downloadAnnouncementExport(body: object): Promise<string> {
  const response = await fetch(EXPORT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...currentSignHeaders() },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (!(response.headers.get('content-type') ?? '').includes(XLSX)) {
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(envelope?.msg || '导出失败，请稍后再试');
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the blob is kept a moment for browsers that read it lazily.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}
