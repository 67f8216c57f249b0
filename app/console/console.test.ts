import type { Permission } from '@common/console-vocab';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '~/lib/api';
import { consoleNav, consolePageAt } from './console-nav';
import type { ConsolePage } from './console-pages';

const page = (id: string, group: ConsolePage['group'], permission: Permission): ConsolePage => ({
  id,
  path: id,
  file: `routes/${id}.tsx`,
  label: id,
  group,
  permission,
});

const PAGES = [
  page('users', '系统', 'sysuser.manage'),
  page('review', '内容审核', 'review.manage'),
  page('action', '市场数据', 'action.manage'),
  page('action/calendar', '市场数据', 'action.manage'),
  page('banners', '站点', 'site.manage'),
];

describe('console menu', () => {
  it('lists, in the menu’s group order, only the pages the role may use', () => {
    const nav = (role: Parameters<typeof consoleNav>[0]) =>
      consoleNav(role, PAGES).map((g) => [g.group, g.pages.map((p) => p.id)]);
    expect(nav('admin')).toEqual([
      ['内容审核', ['review']],
      ['市场数据', ['action', 'action/calendar']],
      ['站点', ['banners']],
      ['系统', ['users']],
    ]);
    expect(nav('editor')).toEqual([
      ['市场数据', ['action', 'action/calendar']],
      ['站点', ['banners']],
    ]);
    expect(nav('moderator')).toEqual([['内容审核', ['review']]]);
  });

  it('selects the page a path shows, the longest match first', () => {
    expect(consolePageAt('/console/action', PAGES)?.id).toBe('action');
    expect(consolePageAt('/console/action/calendar', PAGES)?.id).toBe('action/calendar');
    expect(consolePageAt('/console/action/2026-01-05', PAGES)?.id).toBe('action');
    expect(consolePageAt('/console/actions', PAGES)).toBeUndefined();
    expect(consolePageAt('/console', PAGES)).toBeUndefined();
  });
});

describe('the API client on console pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  function client(answer: unknown) {
    const calls: RequestInit[] = [];
    const handlers = { onNotLoggedIn: vi.fn(), onError: vi.fn() };
    const api = createApiClient({
      fetch: (async (_url: string, init: RequestInit) => {
        calls.push(init);
        return new Response(JSON.stringify(answer));
      }) as typeof fetch,
      now: () => 1_700_000_000_000,
      getSecret: () => 's',
      getHandlers: () => handlers,
    });
    return { api, calls, handlers };
  }
  const notLoggedIn = { errCode: '1', msg: '请先登录管理后台', resultInfo: '', data: null, serverTime: 0 };
  const at = (pathname: string, search = '') => {
    const location = { pathname, search, assign: vi.fn() };
    vi.stubGlobal('window', { location });
    return location;
  };

  it('sends "not logged in" to the console’s login page, never the members’ dialog', async () => {
    const location = at('/console/sysuser', '?page=2');
    const { api, handlers } = client(notLoggedIn);
    await expect(api.api('/sysuser/me', {}, { method: 'GET' })).rejects.toMatchObject({ code: '1' });
    expect(location.assign).toHaveBeenCalledWith('/console/login?redirect=%2Fconsole%2Fsysuser%3Fpage%3D2');
    expect(handlers.onNotLoggedIn).not.toHaveBeenCalled();
  });

  it('leaves the member site and the console’s own login page to the handlers', async () => {
    const site = at('/consoles');
    const first = client(notLoggedIn);
    await expect(first.api.api('/api/v1/user/update')).rejects.toMatchObject({ code: '1' });
    expect(site.assign).not.toHaveBeenCalled();
    expect(first.handlers.onNotLoggedIn).toHaveBeenCalledOnce();
    const login = at('/console/login');
    await expect(client(notLoggedIn).api.api('/sysuser/me')).rejects.toMatchObject({ code: '1' });
    expect(login.assign).not.toHaveBeenCalled();
  });

  it('sends the system-user calls’ methods, and no body with a GET', async () => {
    const ok = { errCode: '0', msg: '', resultInfo: '', data: null, serverTime: 0 };
    const { api, calls } = client(ok);
    await api.api('/susyser?keyword=a', { ignored: true }, { method: 'GET' });
    await api.api('/sysuser/3', { role: 'editor' }, { method: 'PUT' });
    await api.api('/sysuser/3', {}, { method: 'DELETE' });
    await api.api('/sysuser/login', { username: 'a' });
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['GET', undefined],
      ['PUT', '{"role":"editor"}'],
      ['DELETE', '{}'],
      ['POST', '{"username":"a"}'],
    ]);
  });
});
