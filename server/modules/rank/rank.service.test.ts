import { describe, expect, it } from 'vitest';
import { normaliseKeyword } from './rank.service';

describe('normaliseKeyword', () => {
  it('trims, collapses spaces and lower-cases ASCII only', () => {
    expect(normaliseKeyword('  AI\t 芯片  ')).toBe('ai 芯片');
    expect(normaliseKeyword('ＡＩ')).toBe('ＡＩ');
    expect(normaliseKeyword('宁德时代')).toBe('宁德时代');
  });

  it('keeps 1–30 characters that hold a letter or digit', () => {
    expect(normaliseKeyword('a')).toBe('a');
    expect(normaliseKeyword('6')).toBe('6');
    expect(normaliseKeyword('储'.repeat(30))).toBe('储'.repeat(30));
    for (const junk of ['', '  ', '！？', '...', '储'.repeat(31)]) expect(normaliseKeyword(junk)).toBeNull();
  });
});
