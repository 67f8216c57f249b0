import { describe, expect, it } from 'vitest';
import { errorPageTitle } from './error-page';

describe('errorPageTitle', () => {
  it('names a missing page, whichever way the 404 reached the boundary', () => {
    expect(errorPageTitle({ status: 404, statusText: '', internal: false, data: null })).toBe(
      '页面不存在 - 研社',
    );
    expect(errorPageTitle({ statusCode: 404 })).toBe('页面不存在 - 研社');
  });

  it('names any other failure as an error', () => {
    expect(errorPageTitle(new Error('boom'))).toBe('出错了 - 研社');
    expect(errorPageTitle({ status: 403 })).toBe('出错了 - 研社');
  });
});
