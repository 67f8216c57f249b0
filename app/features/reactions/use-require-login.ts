import { useCallback } from 'react';
import { useAuth } from '~/features/auth/auth-context';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';

/**
 * Wraps an action that needs a member: a visitor gets the login dialog instead. (The API would answer
 * errCode "1" and open it too; asking first saves the round trip.)
 */
export function useRequireLogin() {
  const { user } = useAuth();
  const { open } = useAuthDialogs();
  return useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        if (!user) open({ kind: 'login' });
        else action(...args);
      },
    [user, open],
  );
}
