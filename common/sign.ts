import { md5 } from 'js-md5';
import { PLATFORM_WEB } from './constants';

/** SPEC §7: `token` is the MD5 hex of the secret followed by the timestamp; nothing is appended. */
export const signToken = (secret: string, timestamp: string) => md5(secret + timestamp);

/** The signed headers every API call carries (platform 3 is the web client). */
export function signHeaders(secret: string, timestamp: number = Date.now()): Record<string, string> {
  const ts = String(timestamp);
  return { platform: PLATFORM_WEB, timestamp: ts, token: signToken(secret, ts) };
}
