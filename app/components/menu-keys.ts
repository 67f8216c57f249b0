/**
 * Opening a hover menu from the keyboard (WAI-ARIA's menu button): antd's Dropdown opens on hover only,
 * so its focused trigger also opens it with Enter, Space or ↓; the Dropdown's `autoFocus` then moves focus
 * into the menu, whose arrows, Escape and Tab antd handles (Escape gives focus back to the trigger).
 */
import type { KeyboardEvent } from 'react';

export function openMenuOnKeys(open: (value: boolean) => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    open(true);
  };
}
