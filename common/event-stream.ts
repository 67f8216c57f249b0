/**
 * What the server-sent event streams (notice counts, newest posts, assistant answers) tell their pages
 * about the streams themselves; zod-free, so page chunks can import it. ADR 27.
 */

/**
 * The last event of a push stream that a newer page of the same member took over (over the cap of open
 * streams): the page stops reconnecting, or the two pages would take the stream from each other for ever.
 */
export const STREAM_REPLACED_EVENT = 'replaced';

export const STREAM_MSG = {
  /** The `replaced` event's `msg`. */
  replaced: '实时推送已转到新打开的页面',
  /** A stream refused for too many open at once (HTTP 429). */
  tooMany: '同时打开的实时连接过多，请关闭部分页面后再试',
} as const;
