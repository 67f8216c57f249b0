/** Analytics events (SPEC §7's trace call, `/api/v1/user/trace`). */
import { api } from './api';

/**
 * Counts one event. Fire-and-forget: an analytics failure must never reach the reader, so it is neither
 * awaited, thrown nor toasted. It goes through the API client rather than navigator.sendBeacon because
 * the API requires the signed headers, which a beacon cannot carry.
 */
export function trace(action: string): void {
  api('/api/v1/user/trace', { action, source: 'web' }, { quiet: true }).catch(() => {});
}
