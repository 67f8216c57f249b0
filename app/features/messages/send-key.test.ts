import { describe, expect, it } from 'vitest';
import { isSendKey, type KeyPress } from './send-key';

const press = (changes: Partial<KeyPress>): KeyPress => ({
  key: 'Enter',
  shiftKey: false,
  isComposing: false,
  keyCode: 13,
  ...changes,
});

describe('isSendKey', () => {
  it('sends on Enter', () => {
    expect(isSendKey(press({}))).toBe(true);
  });

  it('leaves Shift+Enter and other keys to the textarea', () => {
    expect(isSendKey(press({ shiftKey: true }))).toBe(false);
    expect(isSendKey(press({ key: 'a', keyCode: 65 }))).toBe(false);
  });

  it('leaves the Enter of an IME composition to the IME', () => {
    expect(isSendKey(press({ isComposing: true }))).toBe(false);
    expect(isSendKey(press({ keyCode: 229 }))).toBe(false);
  });
});
