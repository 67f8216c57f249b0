import { describe, expect, it } from 'vitest';
import { sameSitePath } from './safe-path';

/** Where a browser goes when a page on https://yanshe.example answers with this Location. */
const browserTarget = (location: string) => new URL(location, 'https://yanshe.example/a/1');

describe('sameSitePath', () => {
  it('keeps ordinary site paths with their query and fragment', () => {
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('/study?x=1')).toBe('/study?x=1');
    expect(sameSitePath('/u/1/forward/page/2?k=v#top')).toBe('/u/1/forward/page/2?k=v#top');
    expect(sameSitePath('/h5/mine?id=a%26b')).toBe('/h5/mine?id=a%26b');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '///evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/\r/evil.example/x',
    '\t//evil.example/x',
    ' //evil.example/x',
    '\u0000//evil.example/x',
    'https://evil.example/x',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
  ])('refuses %j, which a browser resolves off-site', (payload) => {
    expect(browserTarget(payload).host).not.toBe('yanshe.example');
    expect(sameSitePath(payload)).toBeNull();
  });

  it.each([
    '/%2F/evil.example/x',
    '/%5C/evil.example/x',
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/a/..//evil.example/x',
    '/%2e//evil.example/x',
  ])('answers %j with a path that stays on the site', (payload) => {
    const path = sameSitePath(payload);
    expect(path).not.toBeNull();
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(browserTarget(path!).host).toBe('yanshe.example');
  });

  it('percent-encodes what a Location header cannot carry', () => {
    expect(sameSitePath('/搜索?q=茅台')).toBe('/%E6%90%9C%E7%B4%A2?q=%E8%8C%85%E5%8F%B0');
    expect(sameSitePath('/a b\u0001c')).toBe('/a%20b%01c');
    for (const raw of ['/搜索', '/a\u0007b?c=\u00ff', '/x#片段']) {
      expect(sameSitePath(raw)).toMatch(/^[\x21-\x7e]+$/);
    }
  });
});
