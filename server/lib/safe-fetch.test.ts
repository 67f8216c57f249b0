import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo, type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPageTitle, isPublicAddress, SafeFetchError, type SafeFetchReason } from './safe-fetch';

/*
 * Real sockets, loopback only: this machine must never send traffic to any other address. Besides the
 * code under test refusing such addresses, a guard wrapped around http.request fails the test before any
 * connection to a non-loopback address could be made, and records every connection attempt so tests can
 * prove that a refusal happened before connecting.
 */

const isLoopback = (ip: string) => /^127\./.test(ip) || ip === '::1';
let connections: string[] = [];
let violations: string[] = [];

beforeEach(() => {
  connections = [];
  violations = [];
  const realRequest = http.request;
  vi.spyOn(http, 'request').mockImplementation(((options: http.RequestOptions) => {
    const host = String(options.host);
    if (net.isIP(host)) {
      if (!isLoopback(host)) {
        violations.push(host);
        throw new Error(`test guard: refused to connect to ${host}`);
      }
      connections.push(host);
    }
    const lookup = options.lookup as LookupFunction;
    const guarded: LookupFunction = (hostname, lookupOptions, callback) =>
      lookup(hostname, lookupOptions, (err, address, family) => {
        const all = typeof address === 'string' ? [address] : address.map((a) => a.address);
        const outside = all.filter((a) => !isLoopback(a));
        if (outside.length > 0) {
          violations.push(...outside);
          return callback(new Error(`test guard: refused to connect to ${outside}`), '', 0);
        }
        connections.push(all.join(','));
        callback(err, address, family);
      });
    return realRequest({ ...options, lookup: guarded });
  }) as never);
  vi.spyOn(https, 'request').mockImplementation(() => {
    violations.push('https');
    throw new Error('test guard: no https connections in tests');
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(violations).toEqual([]);
});

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
let server: http.Server;
let origin: string;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const handler = routes.get(req.url ?? '');
    if (handler) return handler(req, res);
    res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Not found</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  routes.clear();
});

function html(body: string | Buffer, contentType = 'text/html; charset=utf-8'): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': contentType }).end(body);
  };
}

function redirect(location: string, status = 302): Handler {
  return (_req, res) => {
    res.writeHead(status, { location }).end();
  };
}

const local = { allowPrivate: true, timeoutMs: 3000 };

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const err = await promise.then(
    () => {
      throw new Error('expected a SafeFetchError');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SafeFetchError);
  return err as SafeFetchError;
}

async function expectReason(promise: Promise<unknown>, reason: SafeFetchReason) {
  const err = await failure(promise);
  expect(err.reason).toBe(reason);
  expect(err.message).toMatch(/[\u4e00-\u9fff]/);
  return err;
}

let gbkTable: Map<string, number[]> | undefined;

/** Test-side GBK encoder: TextEncoder only does UTF-8, so invert Node's GBK decoder once. */
function encodeGbk(text: string): Buffer {
  if (!gbkTable) {
    const table = new Map<string, number[]>();
    const decoder = new TextDecoder('gbk');
    for (let hi = 0x81; hi <= 0xfe; hi++) {
      for (let lo = 0x40; lo <= 0xfe; lo++) {
        if (lo === 0x7f) continue;
        const ch = decoder.decode(Uint8Array.of(hi, lo));
        if (ch.length === 1 && ch !== '\ufffd' && !table.has(ch)) table.set(ch, [hi, lo]);
      }
    }
    gbkTable = table;
  }
  const table = gbkTable;
  return Buffer.from(
    Array.from(text).flatMap((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (code < 0x80) return [code];
      const bytes = table.get(ch);
      if (!bytes) throw new Error(`not in GBK: ${ch}`);
      return bytes;
    }),
  );
}

describe('isPublicAddress', () => {
  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '223.5.5.5',
    '114.114.114.114',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '198.17.255.255',
    '198.20.0.1',
    '192.169.0.1',
    '9.255.255.255',
    '11.0.0.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2400:3200::1',
    '2001:4860:4860::8888',
    '[2001:4860:4860::8888]',
    '2408:8000::1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('public: %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    // IPv4 loopback, unspecified, private, link-local, CGNAT
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '192.168.255.255',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '100.127.255.255',
    // multicast, reserved, broadcast, benchmarking, documentation, IETF
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '198.19.255.255',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.9',
    '192.0.0.8',
    '192.88.99.1',
    // IPv6 loopback, unspecified and IPv4 embeddings of non-public addresses
    '::1',
    '::',
    '0:0:0:0:0:0:0:1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:7F00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:0.0.0.0',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::808:808',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    '2002:a00:1::',
    // IPv6 private, link-local, site-local, multicast, documentation, Teredo, discard
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'FEBF::1',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '3fff::1',
    '2001::1',
    '2001:2::1',
    '100::1',
    // not IP addresses at all
    '',
    'localhost',
    'example.com',
    '1.2.3',
    '256.1.1.1',
    '127.1',
    '2130706433',
    '::ffff:999.0.0.1',
  ])('not public: %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});

describe('refusals before connecting', () => {
  const mustNotResolve = async (host: string): Promise<string[]> => {
    throw new Error(`resolved ${host}`);
  };

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/',
    'javascript:alert(1)',
    'data:text/html,<title>x</title>',
    'gopher://example.com/',
    'not a url',
    'http://user:pw@example.com',
    'http://user@example.com',
    `http://example.com/${'a'.repeat(3000)}`,
  ])('protocol: %s', async (url) => {
    await expectReason(fetchPageTitle(url, { resolve: mustNotResolve }), 'protocol');
    expect(connections).toEqual([]);
  });

  it('says what is wrong', async () => {
    expect((await failure(fetchPageTitle('file:///etc/passwd'))).message).toBe('仅支持 http 或 https 链接');
    expect((await failure(fetchPageTitle('http://10.0.0.1'))).message).toBe('不允许访问内网地址');
  });

  it.each([
    'http://127.0.0.1',
    'http://127.0.0.1:22/',
    'http://localhost',
    'http://[::1]',
    'http://0x7f.1',
    'http://2130706433',
    'http://0177.0.0.1',
    'http://127.1',
    'http://0/',
    'http://0.0.0.0/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::ffff:169.254.169.254]/latest/meta-data',
    'http://10.0.0.1',
    'http://192.168.1.1:8080/admin',
    'http://100.64.0.1',
    'http://[::ffff:127.0.0.1]',
    'http://[::ffff:7f00:1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'https://127.0.0.1/',
  ])('address: %s', async (url) => {
    // localhost goes through the real resolver (the hosts file, no network); the rest are literals.
    await expectReason(fetchPageTitle(url), 'address');
    expect(connections).toEqual([]);
  });

  it('refuses a host name when any resolved address is not public', async () => {
    for (const addresses of [['10.0.0.1'], ['93.184.216.34', '127.0.0.1'], ['::1'], ['not-an-ip']]) {
      await expectReason(
        fetchPageTitle('http://public.test/', { resolve: async () => addresses }),
        'address',
      );
    }
    expect(connections).toEqual([]);
  });

  it('keeps every non-loopback range refused under the test-only allowPrivate', async () => {
    for (const addresses of [['169.254.169.254'], ['10.0.0.1'], ['192.168.0.1'], ['fd00::1']]) {
      await expectReason(
        fetchPageTitle('http://internal.test/', { allowPrivate: true, resolve: async () => addresses }),
        'address',
      );
    }
    await expectReason(fetchPageTitle('http://10.0.0.1/', { allowPrivate: true }), 'address');
    expect(connections).toEqual([]);
  });

  it('reports resolver failures and empty answers as dns', async () => {
    await expectReason(fetchPageTitle('http://nowhere.test/', { resolve: async () => [] }), 'dns');
    await expectReason(
      fetchPageTitle('http://nowhere.test/', {
        resolve: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
      'dns',
    );
  });

  it('counts DNS time against the time limit', async () => {
    const never = () => new Promise<string[]>(() => {});
    await expectReason(fetchPageTitle('http://slow.test/', { resolve: never, timeoutMs: 100 }), 'timeout');
  });
});

describe('fetching titles from a local server', () => {
  it('extracts a UTF-8 title with entities and collapsed whitespace', async () => {
    routes.set(
      '/utf8',
      html(
        '<html><head><title>\n  贵州茅台 &amp; 五粮液 &#x2014; 研报&nbsp;|&#32;研社 </title></head></html>',
      ),
    );
    expect(await fetchPageTitle(`${origin}/utf8`, local)).toEqual({
      title: '贵州茅台 & 五粮液 — 研报 | 研社',
      url: `${origin}/utf8`,
    });
    expect(connections).toEqual(['127.0.0.1']);
  });

  it('decodes GBK from the header, a meta charset or a meta http-equiv', async () => {
    expect(new TextDecoder('gbk').decode(encodeGbk('研社：茅台'))).toBe('研社：茅台');
    routes.set('/gbk-header', html(encodeGbk('<title>研社：贵州茅台</title>'), 'text/html; charset=GBK'));
    routes.set('/gbk-meta', html(encodeGbk('<meta charset="gbk"><title>宁德时代</title>'), 'text/html'));
    routes.set(
      '/gb2312-equiv',
      html(
        encodeGbk(
          '<meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>比亚迪</title>',
        ),
        'text/html',
      ),
    );
    routes.set('/gb18030', html(encodeGbk('<title>招商银行</title>'), 'text/html;charset="gb18030"'));
    expect((await fetchPageTitle(`${origin}/gbk-header`, local)).title).toBe('研社：贵州茅台');
    expect((await fetchPageTitle(`${origin}/gbk-meta`, local)).title).toBe('宁德时代');
    expect((await fetchPageTitle(`${origin}/gb2312-equiv`, local)).title).toBe('比亚迪');
    expect((await fetchPageTitle(`${origin}/gb18030`, local)).title).toBe('招商银行');
  });

  it('falls back to og:title', async () => {
    routes.set(
      '/og',
      html(
        '<head><meta content=\'研报 &quot;精选&quot;\' property="og:title"></head><body><h1>x</h1></body>',
      ),
    );
    routes.set(
      '/og-empty-title',
      html('<head><title> </title><meta name="og:title" content="备用标题"></head>'),
    );
    expect((await fetchPageTitle(`${origin}/og`, local)).title).toBe('研报 "精选"');
    expect((await fetchPageTitle(`${origin}/og-empty-title`, local)).title).toBe('备用标题');
  });

  it('caps the title at 200 characters', async () => {
    routes.set('/long', html(`<title>${'长'.repeat(300)}</title>`));
    expect((await fetchPageTitle(`${origin}/long`, local)).title).toBe('长'.repeat(200));
  });

  it('accepts XHTML and compressed pages', async () => {
    routes.set('/xhtml', html('<title>XHTML</title>', 'application/xhtml+xml'));
    routes.set('/gzip', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync('<title>压缩</title>'));
    });
    expect((await fetchPageTitle(`${origin}/xhtml`, local)).title).toBe('XHTML');
    expect((await fetchPageTitle(`${origin}/gzip`, local)).title).toBe('压缩');
  });

  it('connects to the checked address while sending the original host name', async () => {
    let hostHeader: string | undefined;
    routes.set('/pinned', (req, res) => {
      hostHeader = req.headers.host;
      html('<title>pinned</title>')(req, res);
    });
    const resolve = vi.fn(async () => ['127.0.0.1']);
    const result = await fetchPageTitle(`http://site.test:${port}/pinned`, { ...local, resolve });
    expect(result).toEqual({ title: 'pinned', url: `http://site.test:${port}/pinned` });
    expect(hostHeader).toBe(`site.test:${port}`);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(connections).toEqual(['127.0.0.1']);
  });

  it('stops reading once the title is known', async () => {
    let closed = false;
    routes.set('/endless', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><title>早</title>');
      const timer = setInterval(() => res.write('<!-- more -->'.repeat(100)), 10);
      res.on('close', () => {
        clearInterval(timer);
        closed = true;
      });
    });
    expect((await fetchPageTitle(`${origin}/endless`, local)).title).toBe('早');
    await vi.waitFor(() => expect(closed).toBe(true));
  });
});

describe('redirects', () => {
  it('follows up to three, resolving relative locations', async () => {
    routes.set('/r1', redirect('/r2', 301));
    routes.set('/r2', redirect(`${origin}/r3`, 307));
    routes.set('/r3', redirect('page', 308));
    routes.set('/page', html('<title>终点</title>'));
    expect(await fetchPageTitle(`${origin}/r1`, local)).toEqual({ title: '终点', url: `${origin}/page` });
    expect(connections).toHaveLength(4);
  });

  it('refuses a fourth redirect, or any beyond maxRedirects', async () => {
    routes.set('/loop', redirect('/loop'));
    await expectReason(fetchPageTitle(`${origin}/loop`, local), 'redirect');
    expect(connections).toHaveLength(4);
    await expectReason(fetchPageTitle(`${origin}/loop`, { ...local, maxRedirects: 0 }), 'redirect');
  });

  it('re-checks each target and refuses a private one after an allowed first hop', async () => {
    routes.set('/to-metadata', redirect('http://169.254.169.254/latest/meta-data'));
    routes.set('/to-internal', redirect('http://internal.test/admin'));
    routes.set('/to-mapped', redirect('http://[::ffff:a00:1]/'));
    routes.set('/to-file', redirect('file:///etc/passwd'));
    routes.set('/to-credentials', redirect('http://user:pw@example.com/'));
    const resolve = async (host: string) => (host === 'internal.test' ? ['10.1.2.3'] : ['127.0.0.1']);
    for (const path of ['/to-metadata', '/to-internal', '/to-mapped']) {
      connections = [];
      await expectReason(fetchPageTitle(`${origin}${path}`, { ...local, resolve }), 'address');
      expect(connections).toEqual(['127.0.0.1']);
    }
    await expectReason(fetchPageTitle(`${origin}/to-file`, local), 'protocol');
    await expectReason(fetchPageTitle(`${origin}/to-credentials`, local), 'protocol');
  });

  it('treats a redirect without a location as a failed status', async () => {
    routes.set('/no-location', (_req, res) => {
      res.writeHead(302).end();
    });
    await expectReason(fetchPageTitle(`${origin}/no-location`, local), 'status');
  });
});

describe('failures', () => {
  it('refuses error statuses', async () => {
    routes.set('/boom', (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<title>err</title>');
    });
    await expectReason(fetchPageTitle(`${origin}/missing`, local), 'status');
    await expectReason(fetchPageTitle(`${origin}/boom`, local), 'status');
  });

  it('refuses content that is not HTML', async () => {
    routes.set('/json', html('{"title":"x"}', 'application/json'));
    routes.set('/png', html(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png'));
    routes.set('/untyped', (_req, res) => {
      res.end('<title>x</title>');
    });
    routes.set('/html-ish', html('<title>x</title>', 'text/htmlx'));
    for (const path of ['/json', '/png', '/untyped', '/html-ish']) {
      await expectReason(fetchPageTitle(`${origin}${path}`, local), 'not_html');
    }
  });

  it('reports a page without a title', async () => {
    routes.set('/untitled', html('<html><head></head><body><h1>无标题</h1></body></html>'));
    routes.set('/empty', html(''));
    await expectReason(fetchPageTitle(`${origin}/untitled`, local), 'no_title');
    await expectReason(fetchPageTitle(`${origin}/empty`, local), 'no_title');
  });

  it('stops at the size cap when no title came before it', async () => {
    routes.set(
      '/big',
      html(`<html><head><script>${'x'.repeat(600 * 1024)}</script><title>晚</title></head>`),
    );
    routes.set('/small-cap', html(`<head><style>${' '.repeat(5000)}</style><title>晚</title></head>`));
    await expectReason(fetchPageTitle(`${origin}/big`, local), 'too_large');
    await expectReason(fetchPageTitle(`${origin}/small-cap`, { ...local, maxBytes: 4096 }), 'too_large');
    expect((await fetchPageTitle(`${origin}/small-cap`, { ...local, maxBytes: 8192 })).title).toBe('晚');
  });

  it('caps the decompressed size of a compressed page', async () => {
    routes.set('/bomb', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(`<head>${' '.repeat(20 * 1024 * 1024)}<title>x</title>`));
    });
    await expectReason(fetchPageTitle(`${origin}/bomb`, local), 'too_large');
  });

  it('times out on a server that never answers, or stalls mid-page', async () => {
    routes.set('/silent', () => {});
    routes.set('/stall', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><head><tit');
    });
    for (const path of ['/silent', '/stall']) {
      await expectReason(fetchPageTitle(`${origin}${path}`, { ...local, timeoutMs: 300 }), 'timeout');
    }
  });

  it('reports a refused connection', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expectReason(fetchPageTitle(`http://127.0.0.1:${closedPort}/`, local), 'network');
  });
});
