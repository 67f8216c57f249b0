import { useMemo } from 'react';
import { useFeedback } from '~/components/feedback';
import type { ShellToasts } from './shell-auth-effects';

/** The desktop's toasts for the kit-free account logic (shell-auth-effects.ts, account-submits.ts). */
export function useDesktopToasts(): ShellToasts {
  const { message } = useFeedback();
  return useMemo<ShellToasts>(
    () => ({
      success: (text, seconds) => message.success(text, seconds),
      error(text, seconds) {
        message.error(text, seconds);
      },
    }),
    [message],
  );
}
