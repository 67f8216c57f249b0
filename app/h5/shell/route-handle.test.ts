import { describe, expect, it } from 'vitest';
import { wantsTabBar } from './route-handle';

describe('wantsTabBar', () => {
  it("follows the deepest route's handle only", () => {
    expect(wantsTabBar([{ handle: undefined }, { handle: { h5TabBar: true } }])).toBe(true);
    expect(wantsTabBar([{ handle: { h5TabBar: true } }, { handle: undefined }])).toBe(false);
    expect(wantsTabBar([{ handle: { h5TabBar: false } }])).toBe(false);
    expect(wantsTabBar([{ handle: 'x' }])).toBe(false);
    expect(wantsTabBar([])).toBe(false);
  });
});
