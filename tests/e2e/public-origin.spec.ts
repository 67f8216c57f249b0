/**
 * Page-cache poisoning through the Host header (issue 11, security item 5): pages build share links and
 * the app QR code from the configured public origin (the listen address here), so a visitor's request
 * with a forged Host neither sees it nor leaves it in the anonymous page cache for the next visitors.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseURL } from './support';

const EVIL = 'evil.example';

/** A raw GET: fetch() cannot forge the Host header. */
function get(path: string, host?: string): Promise<{ status: number; headers: string; body: string }> {
  const base = new URL(baseURL());
  return new Promise((resolve, reject) => {
    const req = request(
      { host: base.hostname, port: base.port, path, headers: host ? { host } : {} },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: JSON.stringify(res.headers), body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('pages and a forged Host header', () => {
  it.each(['/', '/study', '/study_hot'])('%s never shows nor caches the forged host', async (path) => {
    const forged = await get(path, EVIL);
    expect(forged.status).toBe(200);
    expect(forged.headers + forged.body).not.toContain(EVIL);
    // The app QR code and share links point at the public origin.
    expect(forged.body).toContain(baseURL());

    const next = await get(path);
    expect(next.headers).toContain('"x-page-cache":"hit"');
    expect(next.body).not.toContain(EVIL);
  });
});
