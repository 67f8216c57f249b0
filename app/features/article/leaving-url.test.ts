import { describe, expect, it } from 'vitest';
import { leavingUrl, parseLeavingTarget, userLinkHref } from './leaving-url';

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

describe('links members wrote (attachments)', () => {
  it.each([
    ['/uploads/2026/a.pdf', '/uploads/2026/a.pdf'],
    ['https://cdn.example/a.pdf', '/url/middleware?target=https%3A%2F%2Fcdn.example%2Fa.pdf'],
    // Browsers drop the tab and read '//evil.example': off-site, so it goes to the leaving page.
    ['/\t/evil.example/a.pdf', '/url/middleware?target=%2F%09%2Fevil.example%2Fa.pdf'],
    ['/\\evil.example/a.pdf', '/url/middleware?target=%2F%5Cevil.example%2Fa.pdf'],
    ['javascript:alert(1)', '/url/middleware?target=javascript%3Aalert%281%29'],
  ])('opens %j at %s', (url, href) => {
    expect(userLinkHref(url)).toBe(href);
  });

  it('never lets the leaving page follow a site path in disguise or a script', () => {
    for (const url of ['/\t/evil.example/a.pdf', 'javascript:alert(1)']) {
      const target = new URL(userLinkHref(url), 'https://site.invalid').searchParams.get('target');
      expect(parseLeavingTarget(target)).toBeNull();
    }
  });
});
