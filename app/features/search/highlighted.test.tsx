import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlighted } from './highlighted';

describe('Highlighted', () => {
  it('marks the searched words and shows emoji names in excerpts as images', () => {
    const html = renderToStaticMarkup(<Highlighted text="看好茅台[微笑]<b>" words={['茅台']} emoji />);
    expect(html).toContain('<mark>');
    expect(html).toMatch(/<img[^>]+data-emoji="\[微笑\]"/);
    expect(html).not.toContain('<b>');
  });

  it('keeps titles and names as text', () => {
    const html = renderToStaticMarkup(<Highlighted text="茅台[微笑]" words={['茅台']} />);
    expect(html).toContain('[微笑]');
    expect(html).not.toContain('<img');
  });
});
