/**
 * A hover menu that also works from the keyboard (WAI-ARIA's menu button): antd's Dropdown opens on hover
 * only, so its focused trigger also opens it with Enter, Space or ↓, and its `autoFocus` moves focus into
 * the menu, whose arrows antd handles. When the menu closes with focus inside it (Escape, a choice), focus
 * goes back to the trigger instead of falling to the top of the page.
 */
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';

export function useKeyboardMenu(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  /**
   * The trigger (or a wrapper around it), as the key that opened the menu found it: antd's Dropdown
   * clones its child with a ref of its own, so one set on the child would not hold.
   */
  const trigger = useRef<HTMLElement | null>(null);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (next) return;
    const restore = () => {
      const active = document.activeElement;
      if (!(active === document.body || active?.closest('.ant-dropdown'))) return;
      const el = trigger.current;
      (el?.matches('button, a') ? el : el?.querySelector<HTMLElement>('button, a'))?.focus();
    };
    // Now, while focus is still in the menu, and once it has closed, in case focus fell to the page then.
    restore();
    requestAnimationFrame(restore);
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    trigger.current = event.currentTarget as HTMLElement;
    setOpen(true);
  }, []);
  return { open, onOpenChange, onKeyDown };
}
