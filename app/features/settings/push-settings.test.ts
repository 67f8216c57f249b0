import { describe, expect, it } from 'vitest';
import { NOTICE_TYPES, parsePushSettings, pushSettingsKey, serializePushSettings } from './push-settings';

describe('push settings', () => {
  it('covers the six notification types', () => {
    expect(NOTICE_TYPES.map((t) => `${t.type}${t.label}`)).toEqual([
      '1粉丝',
      '2赞',
      '3评论',
      '4@我',
      '5收益',
      '6系统',
    ]);
  });

  it('defaults to every type, keeps a stored choice, ignores junk', () => {
    expect(parsePushSettings(null)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parsePushSettings('[3, 1, 9, "2"]')).toEqual([1, 3]);
    expect(parsePushSettings('[]')).toEqual([]);
    expect(parsePushSettings('{')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parsePushSettings('"x"')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('round-trips per member', () => {
    expect(serializePushSettings([6, 2, 2, 42])).toBe('[2,6]');
    expect(parsePushSettings(serializePushSettings([4, 5]))).toEqual([4, 5]);
    expect(pushSettingsKey(12)).not.toBe(pushSettingsKey(13));
  });
});
