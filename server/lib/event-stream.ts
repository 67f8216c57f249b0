/**
 * The response headers of a server-sent event stream (notice counts, newest posts, assistant answers):
 * never cached, kept open, and not buffered by a proxy in front (nginx's `x-accel-buffering`).
 */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;
