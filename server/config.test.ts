import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const originOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).publicOrigin;

describe('public origin', () => {
  it('defaults to the listen address, a wildcard address being localhost', () => {
    expect(originOf({})).toBe('http://localhost:3000');
    expect(originOf({ HOST: '::', PORT: '8080' })).toBe('http://localhost:8080');
    expect(originOf({ HOST: '127.0.0.1', PORT: '4100' })).toBe('http://127.0.0.1:4100');
    expect(originOf({ HOST: '::1' })).toBe('http://[::1]:3000');
  });

  it('is the origin of PUBLIC_URL when set', () => {
    expect(originOf({ PUBLIC_URL: 'https://www.yanshe.example/' })).toBe('https://www.yanshe.example');
    expect(originOf({ PUBLIC_URL: 'http://yanshe.example:8080/path' })).toBe('http://yanshe.example:8080');
  });

  it('refuses a PUBLIC_URL that is not an http or https URL', () => {
    expect(() => originOf({ PUBLIC_URL: 'yanshe.example' })).toThrow(/PUBLIC_URL/);
    expect(() => originOf({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});
