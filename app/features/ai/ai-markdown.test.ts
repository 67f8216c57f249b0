import { describe, expect, it } from 'vitest';
import { answerHtml } from './ai-markdown';

describe('answerHtml', () => {
  it('renders Markdown', () => {
    const html = answerHtml('**中际旭创**\n\n- 光模块\n- 算力');
    expect(html).toContain('<strong>中际旭创</strong>');
    expect(html).toContain('<li>光模块</li>');
  });

  it('escapes raw HTML instead of rendering it', () => {
    const html = answerHtml('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps site paths and sends every other link through the leaving page', () => {
    const html = answerHtml('[帖子](/a/12) [外站](https://example.com/x?y=1) https://evil.example/p');
    expect(html).toContain('<a href="/a/12">帖子</a>');
    expect(html).toContain(
      '<a href="/url/middleware?target=https%3A%2F%2Fexample.com%2Fx%3Fy%3D1" target="_blank" rel="noopener noreferrer nofollow">外站</a>',
    );
    expect(html).toContain('href="/url/middleware?target=https%3A%2F%2Fevil.example%2Fp"');
    expect(html).not.toMatch(/href="https?:/);
  });

  it('never lets a path-like link reach another host', () => {
    expect(answerHtml('[x](//evil.example/a)')).toContain(
      'href="/url/middleware?target=%2F%2Fevil.example%2Fa"',
    );
    // markdown-it percent-encodes the backslash, so the browser reads a path on this site.
    expect(answerHtml('[x](/\\evil.example/a)')).toContain('<a href="/%5Cevil.example/a">');
  });

  it('drops script links and renders no images', () => {
    const html = answerHtml('[x](javascript:alert(1)) ![t](https://tracker.example/p.png)');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="https://tracker');
  });
});
