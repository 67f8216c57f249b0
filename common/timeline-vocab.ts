/**
 * Timeline vocabulary without schemas (grades, limits, messages), so pages use it without loading zod;
 * common/timeline.ts builds the request and answer schemas on it (docs/api/timeline.md).
 */

/** An event's grade; `timeline/list` takes "0" for every grade (REFERENCE.md). */
export const TIMELINE_GRADES = [
  { value: 1, label: '一般' },
  { value: 2, label: '重要' },
  { value: 3, label: '重大' },
] as const;
export type TimelineGrade = (typeof TIMELINE_GRADES)[number]['value'];

export const timelineGradeLabel = (grade: number) =>
  TIMELINE_GRADES.find((g) => g.value === grade)?.label ?? '';

/** Themes are the event post's tags too, so they keep the tags' limits (common/post-vocab.ts). */
export const TIMELINE_THEMES_MAX = 5;
export const TIMELINE_THEME_MAX = 20;
export const TIMELINE_SOURCE_MAX = 50;
/** SPEC §9: the home sidebar's preview shows 10 news. */
export const TIMELINE_NEWS_LIMIT = 10;
/** One month's events (`{ date: "YYYY-MM" }`) at most: far above an editorial month, bounds a request. */
export const TIMELINE_MONTH_MAX = 500;
/** A timeline event's plain text in lists, at most. */
export const TIMELINE_CONTENT_MAX = 1000;

export const TIMELINE_MSG = {
  published: '发布成功',
  inReview: '内容包含敏感词，已提交审核',
  updated: '修改成功',
  deleted: '删除成功',
  granted: '已授权发布时间轴',
  revoked: '已取消授权',
  notGranted: '你还没有发布时间轴的权限，请联系编辑开通',
  eventNotFound: '时间轴事件不存在或已删除',
  memberNotFound: '用户不存在',
  notGrantedMember: '该用户没有发布时间轴的权限',
  titleRequired: '请输入事件标题',
  dateInvalid: '日期格式有误，请按 2024-01-31 填写',
  monthInvalid: '月份格式有误，请按 2024-01 填写',
  gradeInvalid: '事件等级有误',
  themesTooMany: `主题最多${TIMELINE_THEMES_MAX}个`,
  themeTooLong: `主题不能超过${TIMELINE_THEME_MAX}个字`,
  sourceTooLong: `来源不能超过${TIMELINE_SOURCE_MAX}个字`,
} as const;

/** `YYYY-MM` of a `YYYY-MM-DD` day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month before `YYYY-MM`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** `2025-03-15` as `03月15日 周六` (a day heading). */
export function timelineDayLabel(date: string): string {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${date.slice(5, 7)}月${date.slice(8, 10)}日 ${weekday}`;
}
