/**
 * 推送设置: which notice types a member receives. Stored on the server (/api/v1/user/notice/setting), so
 * the choice follows the member to every browser and the server skips muted types when it writes
 * notices; visitors have no notices and no setting. Income and system notices cannot be switched off.
 */
import {
  MUTABLE_NOTICE_TYPES,
  type MutableNoticeType,
  NOTICE_TYPE_LABEL,
  type NoticeSetting,
} from '@common/notice';
import { api } from '~/lib/api';

/** 推送设置's texts, the same on both sites: `login` is what a visitor sees instead of the choices. */
export const PUSH_TEXT = {
  title: '推送设置',
  login: '登录后可设置接收哪些消息通知。',
  loading: '正在读取推送设置',
} as const;

export const PUSH_OPTIONS = MUTABLE_NOTICE_TYPES.map((type) => ({
  value: type,
  label: NOTICE_TYPE_LABEL[type],
}));

/** The checked types (received) from the server's muted list. */
export const enabledTypes = (muted: readonly number[]): MutableNoticeType[] =>
  MUTABLE_NOTICE_TYPES.filter((t) => !muted.includes(t));

/** The muted list to store for the checked types. */
export const mutedTypes = (enabled: readonly number[]): MutableNoticeType[] =>
  MUTABLE_NOTICE_TYPES.filter((t) => !enabled.includes(t));

export const loadPushSettings = async () =>
  enabledTypes((await api<NoticeSetting>('/api/v1/user/notice/setting')).muted_types);

export const savePushSettings = async (enabled: readonly number[]) =>
  enabledTypes(
    (await api<NoticeSetting>('/api/v1/user/notice/setting/update', { muted_types: mutedTypes(enabled) }))
      .muted_types,
  );
