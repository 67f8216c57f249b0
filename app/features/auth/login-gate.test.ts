import { describe, expect, it } from 'vitest';
import { isWxCallback, pathNeedsLogin, shouldOpenLoginGate } from './login-gate';

const gate = (pathname: string, extra: Partial<Parameters<typeof shouldOpenLoginGate>[0]> = {}) =>
  shouldOpenLoginGate({ pathname, search: '', loggedIn: false, firstLoad: false, ...extra });

describe('login gate (SPEC §4)', () => {
  it.each([
    '/',
    '/timeline',
    '/timeline/',
    '/about/jc',
    '/protocol/service',
    '/protocol/privacy',
    '/protocol/community/',
    '/study',
    '/study_hot/96',
    '/square_30',
    '/live',
    '/live_publish/99',
    '/action',
    '/action/2024-05-06',
    '/actions',
    '/product',
    '/product-article/9',
    '/product/order',
  ])('stays closed for a visitor on %s', (path) => {
    expect(gate(path)).toBe(false);
  });

  it.each([
    '/focus',
    '/aa',
    '/plan',
    '/article/edit',
    '/mine/article',
    '/notices/private',
    '/agree/me',
    '/newest',
    '/timeline/edit',
    '/timeline/abc',
    '/a/1',
    '/announcement',
    '/search/new',
    '/protocol',
    '/about',
  ])('opens for a visitor on %s', (path) => {
    expect(gate(path)).toBe(true);
  });

  it('never opens for a logged-in user', () => {
    expect(gate('/focus', { loggedIn: true })).toBe(false);
  });

  it('stays closed on the first load of a WeChat callback only', () => {
    const search = '?type=wx&openid=o-1&union_id=u-1';
    expect(gate('/focus', { search, firstLoad: true })).toBe(false);
    expect(gate('/focus', { search, firstLoad: false })).toBe(true);
    expect(gate('/focus', { search: '?type=wx', firstLoad: true })).toBe(true);
    expect(gate('/focus', { search: '?openid=o-1', firstLoad: true })).toBe(true);
  });

  it('pathNeedsLogin mirrors the gate', () => {
    expect(pathNeedsLogin('/focus')).toBe(true);
    expect(pathNeedsLogin('/square')).toBe(false);
  });

  it('isWxCallback needs type=wx and a non-empty openid', () => {
    expect(isWxCallback('?type=wx&openid=x')).toBe(true);
    expect(isWxCallback('?type=wx&openid=')).toBe(false);
    expect(isWxCallback('?type=long&openid=x')).toBe(false);
  });
});
