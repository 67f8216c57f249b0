/**
 * Keeps a conversation scrolled to its end while an answer grows, unless the reader has scrolled up to
 * read something earlier. `scroller` is the scrolling element, or null for the page itself (the phone).
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** Within this distance of the end the reader counts as following it. */
const NEAR_END_PX = 80;

export function useStickToBottom(scroller: RefObject<HTMLElement | null> | null, content: unknown) {
  const following = useRef(true);

  useEffect(() => {
    const target: HTMLElement | Window | null = scroller ? scroller.current : window;
    if (!target) return;
    const onScroll = () => {
      const el = scroller ? scroller.current : document.scrollingElement;
      if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX;
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => target.removeEventListener('scroll', onScroll);
  }, [scroller]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` changing is the reason to scroll.
  useLayoutEffect(() => {
    if (!following.current) return;
    const el = scroller ? scroller.current : document.scrollingElement;
    if (el) el.scrollTop = el.scrollHeight;
  }, [content, scroller]);

  /** A new question or conversation: follow its end again. */
  return () => {
    following.current = true;
  };
}
