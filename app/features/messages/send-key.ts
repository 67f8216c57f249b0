/** The keys of the private-message box: what a keydown means. */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
  /** 229: the keydown an IME handles (Safari reports the Enter that confirms a composition so). */
  keyCode: number;
}

/**
 * Enter sends, Shift+Enter adds a line. An Enter that picks the words of an IME composition (how Chinese
 * is typed) belongs to the IME and sends nothing.
 */
export function isSendKey(press: KeyPress): boolean {
  if (press.key !== 'Enter' || press.shiftKey) return false;
  return !press.isComposing && press.keyCode !== 229;
}
