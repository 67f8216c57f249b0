/**
 * A worker thread of `npm run bench:newest`: holds its share of the SSE subscribers on raw sockets (the
 * cheapest client, so the figures are the server's) and records, for every post frame each subscriber
 * receives, the delay since the bench started publishing that post. Plain JavaScript: a worker thread
 * does not inherit tsx's loader on Node 20.
 */
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { port, cookies, concurrency } = workerData;
const now = () => performance.timeOrigin + performance.now();
/** When each post (by the bench's sequence number in its title) was sent to the publish call. */
const sentAt = new Map();
const latencies = [];
/** Frames received per post: each must reach every subscriber exactly once. */
const received = new Map();
const sockets = [];
const MARK = /"title":"NB#(\d+)#/g;

function open(cookie) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let head = true;
    let carry = '';
    socket.setEncoding('utf8');
    socket.once('connect', () =>
      socket.write(
        `GET /sse/newest HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
      ),
    );
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      const at = now();
      if (head) {
        if (!chunk.startsWith('HTTP/1.1 200')) return reject(new Error(chunk.split('\r\n')[0]));
        head = false;
        sockets.push(socket);
        resolve();
      }
      const text = carry + chunk;
      const end = text.lastIndexOf('\n\n');
      carry = end >= 0 ? text.slice(end + 2) : text;
      for (const m of (end >= 0 ? text.slice(0, end) : '').matchAll(MARK)) {
        const seq = Number(m[1]);
        const sent = sentAt.get(seq);
        if (sent !== undefined) latencies.push(at - sent);
        received.set(seq, (received.get(seq) ?? 0) + 1);
      }
    });
  });
}

parentPort.on('message', async (msg) => {
  if (msg.kind === 'open') {
    let next = 0;
    let failed = 0;
    const lane = async () => {
      while (next < cookies.length) {
        const cookie = cookies[next++];
        await open(cookie).catch(() => failed++);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    parentPort.postMessage({ kind: 'opened', open: sockets.length, failed });
  } else if (msg.kind === 'sent') {
    sentAt.set(msg.seq, msg.at);
  } else if (msg.kind === 'report') {
    parentPort.postMessage({ kind: 'report', latencies, received: [...received] });
  } else if (msg.kind === 'close') {
    for (const s of sockets) s.destroy();
    parentPort.postMessage({ kind: 'closed' });
  }
});
