/**
 * The probe's fuzzer, bounded: every API endpoint the app registers gets malformed input (wrong types,
 * control characters, huge, negative and fractional numbers, very long strings, arrays, nested objects,
 * non-object and invalid JSON, form-encoded and unsupported bodies), as a visitor and as a signed-in
 * member. Nothing may answer 500, every answer is the envelope, and every message is Chinese.
 * Deterministic (fixed seed) and a few thousand requests, so it runs with the rest of the suite.
 */
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../common/error-codes';
import { seededRandom } from '../../common/seeded-random';
import { createTestApp, registerUser, signHeaders, type TestApp, type TestClient } from '../support/test-app';

/** Every route the app registers, seen as it is registered. */
const routes: RouteOptions[] = [];

/**
 * API paths that are browser pages, not JSON calls, and so not envelopes: the WeChat callback redirects
 * (or renders its error page), and the development stand-in for WeChat's authorisation page is HTML. The
 * WeChat Pay notify answers in WeChat's own protocol (`{code, message}`), which WeChat reads, not our clients.
 */
const NOT_ENVELOPES = new Set([
  '/api/wx/callback',
  '/api/wx/dev-authorize',
  '/api/v1/pay-order/notify/wechat',
]);

/**
 * Calls whose success is a file download (the announcement export's workbook, the 异动 overview image)
 * or an event stream (the AI assistant's answer): a 200 that is not JSON is their answer; their
 * refusals are envelopes like any other call's.
 */
const FILE_ANSWERS = [
  /^\/api\/v1\/tool\/announcement\/search\/export$/,
  /^\/api\/v1\/action\/diagram\//,
  /^\/api\/v1\/ai\/chat\/ask$/,
];

/** The unknown-path catch-all answers the enveloped 404 for any path; one stand-in path covers it. */
const CATCH_ALL = '/api/*';

interface Endpoint {
  method: string;
  url: string;
  /** Field names of the body (or query) schema, the fields the fuzzer fills with bad values. */
  fields: string[];
}

/** The field names of a zod object schema, through the wrappers a schema may have. */
function fieldsOf(schema: unknown): string[] {
  const s = schema as {
    shape?: Record<string, unknown>;
    _zod?: { def?: { in?: unknown; innerType?: unknown; options?: unknown[] } };
  };
  if (!s) return [];
  if (s.shape) return Object.keys(s.shape);
  const def = s._zod?.def;
  if (def?.in) return fieldsOf(def.in);
  if (def?.innerType) return fieldsOf(def.innerType);
  if (def?.options) return [...new Set(def.options.flatMap(fieldsOf))];
  return [];
}

/** A concrete path for a route pattern (parameters and wildcards get a plausible value). */
const concretePath = (url: string) =>
  url === CATCH_ALL ? '/api/v9/no/such/call' : url.replace(/:[A-Za-z]+/g, 'service').replace(/\*$/, 'fuzz');

function apiEndpoints(): Endpoint[] {
  const byKey = new Map<string, Endpoint>();
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || NOT_ENVELOPES.has(route.url)) continue;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    // The catch-all takes every method; POST stands for them all.
    for (const method of route.url === CATCH_ALL ? ['POST'] : methods) {
      const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
      const fields = fieldsOf(method === 'GET' ? schema?.querystring : (schema?.body ?? schema?.querystring));
      byKey.set(`${method} ${route.url}`, { method, url: concretePath(route.url), fields });
    }
  }
  // Logging out ends the member's session, so it goes last.
  return [...byKey.values()].sort(
    (a, b) => Number(a.url === '/api/v1/user/logout') - Number(b.url === '/api/v1/user/logout'),
  );
}

/** Values of the wrong type, or of the right type and wrong in content. */
const BAD_VALUES: unknown[] = [
  0,
  1,
  -1,
  1000,
  2 ** 53 + 1,
  1e308,
  -1e308,
  1.5,
  '',
  '1',
  '-5',
  'abc',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\ud800',
  '中'.repeat(20_000),
  'x'.repeat(20_000),
  '2024-13-45 25:61:61',
  '/\t/evil.example/a',
  true,
  null,
  [],
  [1, 'a', null],
  {},
  { a: { b: [1, { c: '\u0000' }] } },
];

/** Whole bodies that are not a JSON object, or not JSON at all. */
const RAW_BODIES: { payload: string; type: string }[] = [
  { payload: '5', type: 'application/json' },
  { payload: '[1,2,3]', type: 'application/json' },
  { payload: '"just a string"', type: 'application/json' },
  { payload: 'true', type: 'application/json' },
  { payload: '{"a":', type: 'application/json' },
  { payload: '', type: 'application/json' },
  { payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, type: 'application/json' },
  { payload: `{"content":[${'0,'.repeat(300_000)}0]}`, type: 'application/json' },
  { payload: '{"__proto__":{"x":1}}', type: 'application/json' },
  { payload: 'a=%00&b=1&b=2&c[d]=1', type: 'application/x-www-form-urlencoded' },
  { payload: '%%%&=&==', type: 'application/x-www-form-urlencoded' },
  { payload: '<xml/>', type: 'application/xml' },
  { payload: 'plain', type: 'text/plain' },
];

/** Bodies built from the endpoint's own fields: first each bad value in every field, then random mixes. */
const FIELD_ROUNDS = 10;

function fieldBodies(endpoint: Endpoint, next: () => number): Record<string, unknown>[] {
  const fields = endpoint.fields.length > 0 ? endpoint.fields : ['id', 'user_id', 'article_id'];
  const pick = () => BAD_VALUES[Math.floor(next() * BAD_VALUES.length)];
  const bodies: Record<string, unknown>[] = [];
  for (let round = 0; round < FIELD_ROUNDS; round++) {
    bodies.push(Object.fromEntries(fields.map((f) => [f, pick()])));
  }
  return bodies;
}

/** A value in a query string: objects as JSON text, everything else as its string form. */
const queryText = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

function requestsFor(endpoint: Endpoint, next: () => number): InjectOptions[] {
  const url = endpoint.url;
  if (endpoint.method === 'GET') {
    return fieldBodies(endpoint, next).map((body) => ({
      method: 'GET',
      url: `${url}?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, queryText(v)]))}`,
    }));
  }
  const method = endpoint.method as InjectOptions['method'];
  return [
    ...RAW_BODIES.map(({ payload, type }) => ({ method, url, payload, headers: { 'content-type': type } })),
    ...fieldBodies(endpoint, next).map((body, i) =>
      i % 4 === 3
        ? {
            method,
            url,
            payload: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, queryText(v)])).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }
        : { method, url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
    ),
  ];
}

const LATIN_WORD = /[A-Za-z]{2,}/;

/** What is wrong with an answer, or null: a 500, a body that is not the envelope, a message not in Chinese. */
function envelopeProblem(res: LightMyRequestResponse, path: string): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`;
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  if (res.statusCode === 200 && !isJson && FILE_ANSWERS.some((re) => re.test(path))) return null;
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return `not JSON (HTTP ${res.statusCode}): ${res.body.slice(0, 200)}`;
  }
  const isEnvelope =
    body !== null &&
    typeof body === 'object' &&
    typeof body.errCode === 'string' &&
    typeof body.msg === 'string' &&
    typeof body.resultInfo === 'string' &&
    'data' in body &&
    typeof body.serverTime === 'number';
  if (!isEnvelope) return `not an envelope (HTTP ${res.statusCode}): ${res.body.slice(0, 200)}`;
  if (body.errCode !== '0' && LATIN_WORD.test(body.msg as string)) return `message not Chinese: ${body.msg}`;
  return null;
}

/**
 * Problems found, one line per endpoint and kind of problem (the first request that showed it as the
 * example), so a failure reads as a short list rather than thousands of near-identical lines.
 */
class Findings {
  private readonly seen = new Map<string, string>();

  add(
    role: string,
    request: InjectOptions,
    res: LightMyRequestResponse,
    extra?: (body: Envelope) => string | null,
  ) {
    const path = String(request.url).split('?')[0];
    let problem = envelopeProblem(res, path);
    if (!problem && extra && String(res.headers['content-type'] ?? '').includes('json'))
      problem = extra(res.json());
    if (!problem) return;
    const key = `${role} ${request.method} ${path} → ${problem.replace(/"serverTime":\d+/, '')}`;
    if (!this.seen.has(key))
      this.seen.set(
        key,
        `${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)}`,
      );
  }

  list(): string[] {
    return [...this.seen].map(([key, example]) => `${key}  [e.g. ${example}]`);
  }
}

let t: TestApp;
let visitor: TestClient;
let member: TestClient;

beforeAll(async () => {
  // The global per-IP limit would turn most of the run into 429s, which are envelopes but test nothing.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { onRoute: (route) => routes.push(route) });
  visitor = t.client();
  member = t.client();
  await registerUser(member);
});
afterAll(() => t?.close());

async function send(client: TestClient, request: InjectOptions) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.inject({
    ...request,
    headers: { ...signHeaders(t.app.config.signSecret), cookie, ...request.headers },
    remoteAddress: client.ip,
  });
}

describe('every API endpoint', () => {
  it('is found: the route list covers the API', () => {
    const urls = apiEndpoints().map((e) => e.url);
    expect(urls.length).toBeGreaterThan(60);
    expect(urls).toEqual(
      expect.arrayContaining(['/api/v2/article/detail', '/api/v1/user/login', '/api/v1/stock/user']),
    );
  });

  it('answers bodies of the wrong type in the envelope, in Chinese, as visitor and as member', async () => {
    const wrongTypes: unknown[] = [
      5,
      [1, 2],
      'text',
      { a: { b: 1 } },
      (fields: string[]) => Object.fromEntries(fields.map((f) => [f, { nested: [1] }])),
      (fields: string[]) => Object.fromEntries(fields.map((f) => [f, [true]])),
      (fields: string[]) => Object.fromEntries(fields.map((f) => [f, 12.5])),
      (fields: string[]) => Object.fromEntries(fields.map((f) => [f, false])),
    ];
    const findings = new Findings();
    for (const [role, client] of [
      ['visitor', visitor],
      ['member', member],
    ] as const) {
      for (const endpoint of apiEndpoints()) {
        if (endpoint.method === 'GET' || endpoint.url === '/api/v1/user/logout') continue;
        for (const wrong of wrongTypes) {
          const body = typeof wrong === 'function' ? wrong(endpoint.fields) : wrong;
          const request: InjectOptions = {
            method: endpoint.method as InjectOptions['method'],
            url: endpoint.url,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          };
          findings.add(role, request, await send(client, request), (b) =>
            b.errCode !== '0' && b.msg === '' ? 'empty message' : null,
          );
        }
      }
    }
    expect(findings.list()).toEqual([]);
  });

  it('survives the bounded fuzz: no 500, only envelopes, only Chinese messages', async () => {
    const next = seededRandom(20_240_611);
    const findings = new Findings();
    let sent = 0;
    for (const [role, client] of [
      ['visitor', visitor],
      ['member', member],
    ] as const) {
      for (const endpoint of apiEndpoints()) {
        for (const request of requestsFor(endpoint, next)) {
          findings.add(role, request, await send(client, request));
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(1_000);
    expect(sent).toBeLessThan(12_000);
    expect(findings.list()).toEqual([]);
  });
});
