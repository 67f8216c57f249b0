import { describe, expect, it } from 'vitest';
import { leavingUrl, parseLeavingTarget } from './leaving-url';

describe('leaving page target', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['http://example.com', 'http://example.com/'],
    ['  HTTPS://Example.COM/x ', 'https://example.com/x'],
  ])('accepts %s', (raw, href) => {
    expect(parseLeavingTarget(raw)).toBe(href);
  });

  it.each([
    null,
    undefined,
    '',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>',
    'ftp://example.com/file',
    '/a/123',
    '//evil.com',
    'example.com',
    'mailto:a@b.c',
    `https://example.com/${'x'.repeat(2100)}`,
  ])('refuses %s', (raw) => {
    expect(parseLeavingTarget(raw)).toBeNull();
  });

  it('builds the leaving page URL round-trip', () => {
    const target = 'https://example.com/a?b=1&c=中文#d';
    const url = new URL(leavingUrl(target), 'https://yanshe.example');
    expect(url.pathname).toBe('/url/middleware');
    expect(url.searchParams.get('target')).toBe(target);
  });
});
