import { describe, expect, it } from 'vitest';
import { attachmentKind, urlExtension } from './attachment-kind';

describe('attachmentKind (SPEC §3)', () => {
  it.each([
    ['/uploads/a/report.xlsx', 'excel'],
    ['https://cdn.example.com/f/data.XLS', 'excel'],
    ['/uploads/minutes.docx', 'word'],
    ['/uploads/minutes.doc?x=1', 'word'],
    ['/uploads/research.pdf#page=2', 'pdf'],
    ['/uploads/chart.png', 'image'],
    ['/uploads/chart.JPG', 'image'],
    ['/uploads/photo.jpeg', 'image'],
    ['/uploads/anim.gif', 'image'],
    ['/uploads/deck.pptx', 'other'],
    ['/uploads/archive.zip', 'other'],
    ['/uploads/noextension', 'other'],
    ['/uploads.pdf/file', 'other'],
    ['/uploads/.pdf', 'other'],
    ['/uploads/x.constructor', 'other'],
    ['', 'other'],
  ] as const)('%s is %s', (url, kind) => {
    expect(attachmentKind(url)).toBe(kind);
  });

  it('reads the extension of the path only', () => {
    expect(urlExtension('https://x.com/a.b/c.PDF?name=d.doc')).toBe('pdf');
    expect(urlExtension('https://x.com/a.pdf/')).toBe('');
  });
});
