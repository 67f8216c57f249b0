/**
 * A hover menu that also works from the keyboard (WAI-ARIA's menu button): antd's Dropdown opens on hover
 * only, so its focused trigger also opens it with Enter, Space or ↓, and focus then moves to the menu's
 * first item, whose arrows antd handles. A pointer's hover leaves focus where it is. When the menu closes
 * with focus inside it (Escape, a choice), focus goes back to the trigger instead of falling to the top of
 * the page.
 *
 * Not antd's `autoFocus`: it focuses the menu three frames after opening, wherever the popup is by then,
 * and a popup not yet placed (a busy device) scrolled the whole page under the reader's pointer, so the
 * click meant for an item landed on the page instead.
 */
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** `openedByKey`: the menu mounts open because a key asked for it (on a stand-in, use-intent.ts). */
export function useKeyboardMenu(initiallyOpen = false, openedByKey = false) {
  const [open, setOpen] = useState(initiallyOpen);
  /** The menu was opened from the keyboard: focus goes into it once it shows. */
  const [byKey, setByKey] = useState(openedByKey);
  const popup = useRef<HTMLDivElement | null>(null);
  /**
   * The trigger (or a wrapper around it), as the key that opened the menu found it: antd's Dropdown
   * clones its child with a ref of its own, so one set on the child would not hold.
   */
  const trigger = useRef<HTMLElement | null>(null);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (next) return;
    setByKey(false);
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
    setByKey(true);
    setOpen(true);
  }, []);
  useEffect(() => {
    if (!(open && byKey)) return;
    // The popup mounts in the commit that opens it; its first frame has it in the document.
    const frame = requestAnimationFrame(() => {
      // Opened by a key on a stand-in (use-intent.ts), which has handed the focus to this trigger.
      const active = document.activeElement;
      if (!trigger.current && active instanceof HTMLElement && active.matches('button, a')) {
        trigger.current = active;
      }
      popup.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [open, byKey]);
  /** The Dropdown's `popupRender`: the menu in a wrapper this hook can find it by. */
  const popupRender = useCallback((menu: ReactNode) => <div ref={popup}>{menu}</div>, []);
  return { open, onOpenChange, onKeyDown, popupRender };
}
