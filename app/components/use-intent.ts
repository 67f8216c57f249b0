/**
 * A control whose heavy part (an antd popup, a menu, a select) loads on the reader's first sign of
 * wanting it: the pointer over it, focus, a touch or a click. A page's first load then carries only the
 * light stand-in, which stays rendered (focus, typed text and all) until the heavy part has arrived and
 * takes its place.
 */
import { useRef, useState } from 'react';

export interface Intent<C> {
  /** The heavy part once loaded: render it instead of the stand-in. */
  loaded: C | null;
  /** Starts loading it (once). */
  want: () => void;
  /** Whether the pointer is over the trigger now, or the trigger was clicked (a hover menu opens then). */
  pointed: () => boolean;
  /** Whether the trigger was clicked (a click popover opens then). */
  clicked: () => boolean;
  /** Handlers for a light trigger. */
  triggers: {
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
  const want = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => setLoaded(() => component),
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
    triggers: {
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
