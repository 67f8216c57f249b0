/**
 * Slow senders are cut off (issue 27 §5): 300 connections sending a byte every 15 s held the server's
 * sockets for as long as they liked. Headers and whole requests now have deadlines (here shortened so the
 * test ends soon); each client below keeps dripping until the server answers 408 and closes.
 */

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signHeaders, type TestApp } from '../support/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '800' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** Sends `head`, then one byte of `drip` at a time until the server closes; resolves with its answer. */
function slowSender(head: string, drip: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => socket.write(drip[sent++ % drip.length]!), 50);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    // Writing after the server closed fails; the close that follows is what the test waits for.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    });
    socket.write(head);
  });
}

describe('a client that sends slowly', () => {
  it('is answered 408 and closed when its headers never end', async () => {
    const answer = await slowSender('POST /api/v1/user/search HTTP/1.1\r\nHost: a\r\n', 'x-slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('is answered 408 and closed when its body never ends', async () => {
    // Signed, so the call waits for its body rather than being refused first.
    const signed = Object.entries(signHeaders(t.app.config.signSecret))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const answer = await slowSender(
      `POST /api/v1/user/search HTTP/1.1\r\nHost: a\r\n${signed}content-type: application/json\r\ncontent-length: 100000\r\n\r\n{"keyword":"`,
      'a',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('holds no socket after a crowd of them, and serves the next caller', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        slowSender(`GET /api/v1/n${i} HTTP/1.1\r\nHost: a\r\n`, 'x-slow: 1\r\n'),
      ),
    );
    expect(answers.every((a) => a.startsWith('HTTP/1.1 408 '))).toBe(true);
    const open = await new Promise<number>((resolve, reject) =>
      t.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
    );
    expect(open).toBe(0);
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
