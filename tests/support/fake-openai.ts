import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers its next request. */
export interface FakeReply {
  /** Content pieces, one chunk each. */
  tokens?: string[];
  /** Pause before each chunk. */
  delayMs?: number;
  /** Answer this HTTP status with an error body instead of a stream. */
  status?: number;
  /** Send this many chunks, then nothing more while keeping the connection open. */
  stallAfter?: number;
}

export interface FakeOpenAi {
  /** The base URL to configure (`LLM_BASE_URL`), ending in /v1. */
  baseUrl: string;
  /** Requests received: authorization header and JSON body. */
  requests: { authorization: string; body: { model: string; stream: boolean; messages: unknown[] } }[];
  /** Replies for the next requests, in order; when empty, a short default answer. */
  queue: FakeReply[];
  /** Connections the client closed before the answer ended. */
  aborted: number;
  close(): Promise<void>;
}

const chunk = (content: string | null, finish: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

/**
 * A local stand-in for an OpenAI-compatible chat API (POST /v1/chat/completions answering
 * `text/event-stream` chunks in OpenAI's format), so the production adapter is tested over real HTTP.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = { requests: [], queue: [], aborted: 0 };
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req));
    fake.requests.push({ authorization: req.headers.authorization ?? '', body });
    const reply = fake.queue.shift() ?? { tokens: ['好的', '。'] };
    if (reply.status) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let closed = false;
    res.on('close', () => {
      if (!res.writableEnded) fake.aborted++;
      closed = true;
    });
    const tokens = reply.tokens ?? [];
    for (const [i, t] of tokens.entries()) {
      if (reply.stallAfter !== undefined && i >= reply.stallAfter) return;
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (closed) return;
      res.write(chunk(t, null));
    }
    res.write(chunk(null, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
