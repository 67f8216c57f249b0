import type { AppLoadContext, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader as unknownPathLoader } from '~/routes/redirect';
import { resolveRedirect } from './redirects';
import { redirectIfNeeded } from './redirects.server';

const mobile = (path: string, search = '') => resolveRedirect(path, search, true);
const desktop = (path: string, search = '') => resolveRedirect(path, search, false);

describe('resolveRedirect', () => {
  it('sends mobile article, announcement and user pages to /h5', () => {
    expect(mobile('/a/1hsuwjwqkv5')).toBe('/h5/article/1hsuwjwqkv5');
    expect(mobile('/a/1', '?from=share')).toBe('/h5/article/1?from=share');
    expect(mobile('/announcement/88')).toBe('/h5/announcement/88');
    expect(mobile('/u/42')).toBe('/h5/mine?id=42');
    expect(mobile('/u/42/original/page/3')).toBe('/h5/mine?id=42');
    expect(mobile('/u/42/forword')).toBe('/h5/mine?id=42');
  });

  it('serves those pages as is on desktop', () => {
    expect(desktop('/a/1')).toBeNull();
    expect(desktop('/announcement/88')).toBeNull();
    expect(desktop('/announcement')).toBeNull();
    expect(desktop('/u/42/live/page/2')).toBeNull();
  });

  it('maps /user/mine/... to /h5/mine/... on mobile and /u/... on desktop', () => {
    expect(mobile('/user/mine/42/original')).toBe('/h5/mine/42/original');
    expect(desktop('/user/mine/42/original')).toBe('/u/42/original');
    expect(desktop('/user/mine/42', '?x=1')).toBe('/u/42?x=1');
    expect(mobile('/user/mine')).toBe('/h5/mine');
  });

  it('maps /action/detail/{id} to the article on either device', () => {
    expect(mobile('/action/detail/abc')).toBe('/h5/article/abc');
    expect(desktop('/action/detail/abc')).toBe('/a/abc');
    expect(desktop('/action/2024-05-06')).toBeNull();
  });

  it('corrects a forword segment to forward', () => {
    expect(desktop('/u/1/forword')).toBe('/u/1/forward');
    expect(desktop('/u/1/forword/page/2', '?k=v')).toBe('/u/1/forward/page/2?k=v');
    expect(desktop('/user/mine/1/forword')).toBe('/u/1/forward');
    expect(mobile('/user/mine/1/forword')).toBe('/h5/mine/1/forward');
    expect(desktop('/u/1/forwordx')).toBeNull();
  });

  it("sends /h5/image on a non-mobile device to the day's 异动 page", () => {
    expect(desktop('/h5/image')).toBe('/action');
    expect(desktop('/h5/image/2024-01-02')).toBe('/action/2024-01-02');
    expect(mobile('/h5/image/2024-01-02')).toBeNull();
    expect(desktop('/h5/imagery')).toBeNull();
  });

  it('encodes an odd user id into the query', () => {
    expect(mobile('/u/a%26b')).toBe('/h5/mine?id=a%26b');
  });

  it('leaves other paths alone', () => {
    expect(desktop('/')).toBeNull();
    expect(mobile('/focus')).toBeNull();
    expect(mobile('/h5/article/1')).toBeNull();
  });
});

/** Where the browser goes from a page load of `requestTarget` (the raw request line) on this site. */
function redirectOf(load: (args: never) => unknown, requestTarget: string) {
  // How the server adapter builds the loader's request: origin + the raw request target.
  const request = new Request(`https://yanshe.example${requestTarget}`);
  const context = { isMobile: false } as AppLoadContext;
  try {
    load({ request, context, params: {} } satisfies Partial<LoaderFunctionArgs<AppLoadContext>> as never);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const location = thrown.headers.get('location')!;
    return { status: thrown.status, location, lands: new URL(location, request.url) };
  }
  return null;
}

describe('redirects never leave the site', () => {
  const payloads = [
    '//evil.example/forword',
    '/\\evil.example/forword',
    '///evil.example/forword',
    '/%09/evil.example/forword',
    '//evil.example/forword?x=1',
    '//evil.example/user/mine/forword',
  ];

  it.each(payloads)('answers the forword fix-up of %j with a same-site Location', (target) => {
    for (const load of [redirectIfNeeded, unknownPathLoader]) {
      const answer = redirectOf(load, target);
      expect(answer?.status).toBe(302);
      expect(answer?.lands.host).toBe('yanshe.example');
      expect(answer?.location).toMatch(/^\/(?![/\\])/);
    }
  });

  it('keeps resolveRedirect on the site for paths that would read as another host', () => {
    expect(desktop('//evil.example/forword')).toBe('/');
    expect(desktop('//evil.example/forword', '?a=b')).toBe('/');
    expect(desktop('/u/1/forword', '?next=//evil.example')).toBe('/u/1/forward?next=//evil.example');
  });

  it('still fixes up a same-site forword path through the loaders', () => {
    expect(redirectOf(redirectIfNeeded, '/u/1/forword?k=v')?.location).toBe('/u/1/forward?k=v');
    expect(redirectOf(unknownPathLoader, '/nowhere')?.location).toBe('/');
    expect(redirectOf(redirectIfNeeded, '/a/1')).toBeNull();
  });
});
