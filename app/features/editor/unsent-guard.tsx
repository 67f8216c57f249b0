/**
 * The unsent-content flag of SPEC §4: while the editor holds unsent changes, leaving asks first. In-app
 * navigation is held by React Router's blocker and shows the confirm dialog (提示 / 确定 / 取消); closing
 * or reloading the tab gets the browser's own beforeunload prompt.
 */

import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { useFeedback } from '~/components/feedback';

export const UNSENT_TITLE = '提示';
export const UNSENT_TEXT = '输入框中有未发送的内容，请确认是否离开';

export interface UnsentGuard {
  /** Clears the flag for good (after publishing or saving and leaving), so the next navigation goes. */
  release(): void;
}

export function useUnsentGuard(unsent: boolean): UnsentGuard {
  const { modal } = useFeedback();
  const unsentRef = useRef(unsent);
  unsentRef.current = unsent;
  const releasedRef = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsentRef.current &&
      !releasedRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    const dialog = modal.confirm({
      title: UNSENT_TITLE,
      content: UNSENT_TEXT,
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        settled = true;
        releasedRef.current = true;
        blockerRef.current.proceed?.();
      },
      onCancel: () => {
        settled = true;
        blockerRef.current.reset?.();
      },
    });
    return () => {
      if (!settled) dialog.destroy();
    };
  }, [blocker.state, modal]);

  useEffect(() => {
    if (!unsent) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (releasedRef.current) return;
      event.preventDefault();
      // Older browsers need returnValue set; they show their own text, not ours.
      event.returnValue = UNSENT_TEXT;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsent]);

  return {
    release() {
      releasedRef.current = true;
    },
  };
}
