/** The image viewer's state, kept by the page; the viewer itself (image-viewer.tsx) loads when it opens. */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { IMAGE_VIEWER_RESET_MS, imageViewerReducer, initialImageViewerState } from './image-viewer-state';

export function useImageViewer() {
  const [state, dispatch] = useReducer(imageViewerReducer, initialImageViewerState);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const open = useCallback((src: string, alt?: string) => {
    clearTimeout(resetTimer.current);
    dispatch({ type: 'open', src, alt });
  }, []);
  const close = useCallback(() => {
    dispatch({ type: 'close' });
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => dispatch({ type: 'reset' }), IMAGE_VIEWER_RESET_MS);
  }, []);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  return { state, dispatch, open, close };
}
