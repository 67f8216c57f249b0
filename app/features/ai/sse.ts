/**
 * A reader of `text/event-stream` bodies (the HTML "server-sent events" format) for a fetch() answer:
 * the ask call is a signed POST, which EventSource cannot send, so the page reads the stream itself.
 */

export interface SseEvent {
  /** The `event:` field, or 'message' when the event names none. */
  event: string;
  /** The `data:` lines joined by '\n'. */
  data: string;
}

/**
 * Feeds text as it arrives (`push`) and calls `onEvent` for each complete event. Lines may end in
 * '\n', '\r\n' or '\r', and a chunk may stop anywhere, even between '\r' and '\n'.
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let hasData = false;

  const dispatch = () => {
    // The format drops an event without data lines (a bare `event:` or only comments).
    if (hasData) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
    hasData = false;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') {
      dataLines.push(value);
      hasData = true;
    }
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end === -1) return;
        // A '\r' at the very end may be the first half of '\r\n': wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const width = buffer.startsWith('\r\n', end) ? 2 : 1;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + width);
      }
    },
    /** The stream ended: a '\r' held back ends its line; an event no blank line closed is dropped. */
    end() {
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      buffer = '';
      eventName = '';
      dataLines = [];
      hasData = false;
    },
  };
}

/** Reads a fetch body to its end, calling `onEvent` per event; rejects when the read fails or is aborted. */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const parser = createSseParser(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
