import { describe, expect, it } from 'vitest';
import { sanitizeCommentHtml, sanitizePostHtml } from '../server/lib/sanitize';
import { linkStockTags, stockTagText } from './stock';

const TAG = '<span class="stock-tag" data-stock-id="123">$贵州茅台(600519)$</span>';
const LINK = '<a class="stock-tag" href="/stock/s/123">$贵州茅台(600519)$</a>';

describe('linkStockTags', () => {
  it('turns each stored tag span into a link to the stock page', () => {
    expect(linkStockTags(`<p>看好${TAG}和${TAG.replaceAll('123', '7')}</p>`)).toBe(
      `<p>看好${LINK}和${LINK.replaceAll('123', '7')}</p>`,
    );
  });

  it('links the spans as the sanitisers store them, in posts and comments', () => {
    expect(linkStockTags(sanitizePostHtml(`<p>${TAG}</p>`))).toBe(`<p>${LINK}</p>`);
    expect(linkStockTags(sanitizeCommentHtml(TAG))).toBe(LINK);
  });

  it('leaves other spans, links and plain tag text alone', () => {
    const html = [
      '<span class="mention" data-user-id="5">@研究员</span>',
      '<a href="https://example.com/stock/s/1">链接</a>',
      `<p>${stockTagText({ name: '贵州茅台', code: '600519' })}</p>`,
      '<span class="stock-tag">$无编号(000000)$</span>',
    ].join('');
    expect(linkStockTags(html)).toBe(html);
  });

  it('accepts only digits as the id, so nothing can be injected into the link', () => {
    const html = [
      '<span class="stock-tag" data-stock-id="1&quot; onclick=&quot;x">$A(600000)$</span>',
      '<span class="stock-tag" data-stock-id="1" onclick="x">$A(600000)$</span>',
      '<span class="stock-tag" data-stock-id="javascript:1">$A(600000)$</span>',
    ].join('');
    expect(linkStockTags(html)).toBe(html);
  });
});
