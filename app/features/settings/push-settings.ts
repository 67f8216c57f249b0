/**
 * 推送设置: which notification types a member receives. Kept per member in localStorage until the
 * notifications API stores the preference on the server.
 */

export const NOTICE_TYPES = [
  { type: 1, label: '粉丝' },
  { type: 2, label: '赞' },
  { type: 3, label: '评论' },
  { type: 4, label: '@我' },
  { type: 5, label: '收益' },
  { type: 6, label: '系统' },
] as const;

export type NoticeType = (typeof NOTICE_TYPES)[number]['type'];

const ALL_TYPES: NoticeType[] = NOTICE_TYPES.map((t) => t.type);

export const PUSH_SETTINGS_PREFIX = 'yanshe.pushSettings.';

export const pushSettingsKey = (userId: number | string) => `${PUSH_SETTINGS_PREFIX}${userId}`;

/** The stored list of enabled types; nothing stored (or anything malformed) means every type is on. */
export function parsePushSettings(raw: string | null): NoticeType[] {
  if (raw === null) return [...ALL_TYPES];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [...ALL_TYPES];
    return ALL_TYPES.filter((t) => value.includes(t));
  } catch {
    return [...ALL_TYPES];
  }
}

export const serializePushSettings = (enabled: readonly number[]) =>
  JSON.stringify(ALL_TYPES.filter((t) => enabled.includes(t)));

export function loadPushSettings(userId: number | string): NoticeType[] {
  try {
    return parsePushSettings(window.localStorage.getItem(pushSettingsKey(userId)));
  } catch {
    return [...ALL_TYPES];
  }
}

export function savePushSettings(userId: number | string, enabled: readonly number[]): void {
  try {
    window.localStorage.setItem(pushSettingsKey(userId), serializePushSettings(enabled));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}
