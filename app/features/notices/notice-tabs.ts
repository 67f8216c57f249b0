/** The tabs of /agree/me (SPEC §2): one per notice type, the three system types together. */
import { NOTICE_TYPES } from '@common/notice';

export const NOTICE_TABS = [
  { type: NOTICE_TYPES.fans, label: '粉丝', types: [1] },
  { type: NOTICE_TYPES.likes, label: '赞', types: [2] },
  { type: NOTICE_TYPES.comments, label: '评论', types: [3] },
  { type: NOTICE_TYPES.mentions, label: '@我', types: [4] },
  { type: NOTICE_TYPES.income, label: '收益', types: [5] },
  { type: NOTICE_TYPES.system, label: '系统', types: [6, 10, 21] },
  { type: NOTICE_TYPES.other, label: '其他', types: [20] },
] as const;

export const NOTICES_PAGE_SIZE = 15;

export const noticesPath = (type: number) => `/agree/me?type=${type}&from=message`;

/** The tab a `type` query names: its own, the system tab for 10 and 21, else the first with unread notices. */
export function tabOf(raw: string | null, unread: Record<string, number>): number {
  const type = Number(raw);
  const named = NOTICE_TABS.find((tab) => (tab.types as readonly number[]).includes(type));
  if (named) return named.type;
  return NOTICE_TABS.find((tab) => tab.types.some((t) => unread[t]))?.type ?? NOTICE_TYPES.fans;
}
