import { describe, expect, it } from 'vitest';
import { describeRouteError, errorStatus } from './route-error';

describe('route errors', () => {
  it('takes the status from statusCode, status or response.status, default 500', () => {
    expect(errorStatus({ statusCode: 403 })).toBe(403);
    expect(errorStatus({ status: 502 })).toBe(502);
    expect(errorStatus({ response: { status: 401 } })).toBe(401);
    expect(errorStatus(new Error('x'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });

  it('shows the not-found text for 404', () => {
    expect(describeRouteError({ status: 404, resultInfo: 'ignored' })).toEqual({
      status: 404,
      message: '页面不存在或系统错误',
    });
  });

  it('shows resultInfo, else 服务器开小差了~', () => {
    expect(describeRouteError({ statusCode: 500, resultInfo: '数据库繁忙' }).message).toBe('数据库繁忙');
    expect(describeRouteError({ data: { resultInfo: '没有权限' }, status: 403 }).message).toBe('没有权限');
    expect(describeRouteError(new Error('internal detail')).message).toBe('服务器开小差了~');
  });

  it('reads route error responses (what a thrown data() reaches the boundary as)', () => {
    const response = (status: number, body: unknown) => ({
      status,
      statusText: '',
      internal: false,
      data: body,
    });
    expect(describeRouteError(response(404, null))).toEqual({ status: 404, message: '页面不存在或系统错误' });
    expect(describeRouteError(response(403, '没有权限'))).toEqual({ status: 403, message: '没有权限' });
  });
});
