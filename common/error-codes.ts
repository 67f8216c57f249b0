/**
 * The API's errCode catalogue. errCode is always a string on the wire (REFERENCE.md).
 * "0" and "1" come from SPEC §8; "110" from the real site's clients; the rest are ours.
 */
export const ErrCode = {
  OK: '0',
  NOT_LOGGED_IN: '1',
  CLIENT_TOO_OLD: '9',
  BAD_SIGNATURE: '110',
  VALIDATION: '400',
  FORBIDDEN: '403',
  NOT_FOUND: '404',
  CONFLICT: '409',
  RATE_LIMITED: '429',
  SERVER_ERROR: '500',
} as const;

export type ErrCodeValue = (typeof ErrCode)[keyof typeof ErrCode];

/** Default Chinese text for each code when a handler gives none. */
export const ErrMessage: Record<ErrCodeValue, string> = {
  '0': '成功',
  '1': '请先登录',
  '9': '客户端版本过低，请刷新页面',
  '110': '签名错误或已过期',
  '400': '参数错误',
  '403': '没有权限',
  '404': '接口不存在',
  '409': '数据冲突',
  '429': '操作太频繁，请稍后再试',
  '500': '服务器开小差了~',
};

export interface Envelope<T = unknown> {
  errCode: string;
  msg: string;
  resultInfo: string;
  data: T;
  serverTime: number;
}
