/** The page-level account behaviours of SPEC §4 on the desktop, with its antd toasts. */
import { useMemo } from 'react';
import { useFeedback } from '~/components/feedback';
import { type ShellToasts, useShellAuthEffects } from './shell-auth-effects';

export function useAuthEffects(): void {
  const { message } = useFeedback();
  const toasts = useMemo<ShellToasts>(
    () => ({
      success: (text, seconds) => message.success(text, seconds),
      error(text, seconds) {
        message.error(text, seconds);
      },
    }),
    [message],
  );
  useShellAuthEffects(toasts);
}
