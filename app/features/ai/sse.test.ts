import { describe, expect, it } from 'vitest';
import { createSseParser, readSse, type SseEvent } from './sse';

function parse(...chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('reads named events and joins data lines', () => {
    expect(parse('event: meta\ndata: {"a":1}\n\nevent: token\ndata: x\ndata: y\n\n')).toEqual([
      { event: 'meta', data: '{"a":1}' },
      { event: 'token', data: 'x\ny' },
    ]);
  });

  it('reads events split anywhere across chunks, with any line ending', () => {
    const text = 'event: token\r\ndata: 中文\r\n\r\nevent: done\rdata: ok\r\r';
    const whole = parse(text);
    expect(whole).toEqual([
      { event: 'token', data: '中文' },
      { event: 'done', data: 'ok' },
    ]);
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse(text.slice(0, cut), text.slice(cut))).toEqual(whole);
    }
  });

  it('skips comments, defaults the name and drops an unfinished event', () => {
    expect(parse(': keep-alive\n\ndata:plain\n\nevent: token\ndata: cut')).toEqual([
      { event: 'message', data: 'plain' },
    ]);
  });
});

describe('readSse', () => {
  it('decodes UTF-8 split between reads', async () => {
    const bytes = new TextEncoder().encode('event: token\ndata: {"t":"茅台"}\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // Cut inside a multi-byte character.
        controller.enqueue(bytes.slice(0, 26));
        controller.enqueue(bytes.slice(26));
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    await readSse(body, (event) => events.push(event));
    expect(events).toEqual([{ event: 'token', data: '{"t":"茅台"}' }]);
  });
});
