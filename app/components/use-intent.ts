/**
 * A control whose heavy part (an antd popup, a menu, a select) loads on the reader's first sign of
 * wanting it: the pointer over it, focus, a key, a touch or a click. A page's first load then carries only
 * the light stand-in, which stays rendered until the heavy part has arrived and takes its place; a
 * stand-in that had the focus then hands it to the heavy part's trigger, so a keyboard reader's next key
 * does not fall on the page.
 */
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

/** The keys that open a menu button (WAI-ARIA): pressed on the stand-in, the menu opens once it loads. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export interface Intent<C> {
  /** The heavy part once loaded: render it instead of the stand-in. */
  loaded: C | null;
  /** Starts loading it (once). */
  want: () => void;
  /** Whether the pointer is over the trigger now, or the trigger was clicked (a hover menu opens then). */
  pointed: () => boolean;
  /** Whether the trigger was clicked (a click popover opens then). */
  clicked: () => boolean;
  /** Whether an opening key was pressed on the trigger (a menu opens then, with focus in it). */
  keyed: () => boolean;
  /** Handlers for a light trigger; give the heavy part's trigger the same, so it takes the focus. */
  triggers: {
    ref: (element: HTMLElement | null) => void;
    onKeyDown: (event: KeyboardEvent) => void;
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onClick: () => void;
  };
}

/** `load` answers the heavy component (a dynamic import, which the module system caches). */
export function useIntent<C>(load: () => Promise<C>): Intent<C> {
  const [loaded, setLoaded] = useState<C | null>(null);
  const loading = useRef(false);
  // Read when the heavy part mounts, never rendered: refs.
  const over = useRef(false);
  const click = useRef(false);
  const key = useRef(false);
  const trigger = useRef<HTMLElement | null>(null);
  /** The stand-in had the focus when the heavy part arrived. */
  const refocus = useRef(false);
  const ref = useCallback((element: HTMLElement | null) => {
    trigger.current = element;
  }, []);
  useEffect(() => {
    if (loaded && refocus.current) trigger.current?.focus({ preventScroll: true });
  }, [loaded]);
  const want = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => {
        refocus.current = trigger.current !== null && trigger.current === document.activeElement;
        setLoaded(() => component);
      },
      () => {
        // A failed chunk load: the next sign of intent tries again.
        loading.current = false;
      },
    );
  };
  return {
    loaded,
    want,
    pointed: () => over.current || click.current,
    clicked: () => click.current,
    keyed: () => key.current,
    triggers: {
      ref,
      onKeyDown: (event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        key.current = true;
        want();
      },
      onPointerEnter: () => {
        over.current = true;
        want();
      },
      onPointerLeave: () => {
        over.current = false;
      },
      onFocus: want,
      onClick: () => {
        click.current = true;
        want();
      },
    },
  };
}
