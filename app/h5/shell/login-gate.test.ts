import { describe, expect, it } from 'vitest';
import { h5LoginGate, h5NeedsLogin } from './login-gate';

describe('h5NeedsLogin', () => {
  it("asks on the reader's own pages only", () => {
    expect(h5NeedsLogin('/h5/mine', '')).toBe(true);
    expect(h5NeedsLogin('/h5/mine/', '?tab=1')).toBe(true);
    expect(h5NeedsLogin('/h5/mine/info', '')).toBe(true);
    expect(h5NeedsLogin('/h5/mine', '?id=12')).toBe(false);
    expect(h5NeedsLogin('/h5/article/1', '')).toBe(false);
    expect(h5NeedsLogin('/h5/word-cloud', '')).toBe(false);
    expect(h5NeedsLogin('/h5/mineral', '')).toBe(false);
    expect(h5NeedsLogin('/h5/mine/42/original', '')).toBe(false);
    expect(h5NeedsLogin('/h5/mine/42', '')).toBe(false);
    expect(h5NeedsLogin('/h5/mine/care', '?id=42&tab=fans')).toBe(false);
    expect(h5NeedsLogin('/h5/mine/care', '')).toBe(true);
    expect(h5NeedsLogin('/h5/mine/info', '?id=42')).toBe(true);
  });
});

describe('h5LoginGate', () => {
  const base = { pathname: '/h5/mine/info', search: '', loggedIn: false, firstLoad: true };
  it('opens for a visitor, not for a member nor a WeChat callback', () => {
    expect(h5LoginGate(base)).toBe(true);
    expect(h5LoginGate({ ...base, loggedIn: true })).toBe(false);
    expect(h5LoginGate({ ...base, search: '?type=wx&openid=o1' })).toBe(false);
    expect(h5LoginGate({ ...base, pathname: '/h5/article/3' })).toBe(false);
  });
});
