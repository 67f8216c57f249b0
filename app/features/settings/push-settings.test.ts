import { describe, expect, it } from 'vitest';
import { enabledTypes, mutedTypes, PUSH_OPTIONS } from './push-settings';

describe('push settings', () => {
  it('offers the four types a member may switch off', () => {
    expect(PUSH_OPTIONS.map((o) => `${o.value}${o.label}`)).toEqual(['1粉丝', '2赞', '3评论', '4@我']);
  });

  it('turns the server’s muted list into checked boxes and back', () => {
    expect(enabledTypes([])).toEqual([1, 2, 3, 4]);
    expect(enabledTypes([2, 4])).toEqual([1, 3]);
    expect(mutedTypes([3, 1])).toEqual([2, 4]);
    expect(mutedTypes([1, 2, 3, 4])).toEqual([]);
    expect(mutedTypes(enabledTypes([2]))).toEqual([2]);
  });
});
