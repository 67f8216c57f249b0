import { createContext, useContext } from 'react';
import type { WxProfile } from './auth-api';

export type AuthDialog =
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'forgot-password' }
  | { kind: 'change-password' }
  | { kind: 'wx-bind'; profile: WxProfile };

export interface AuthDialogs {
  open(dialog: AuthDialog): void;
  close(): void;
}

export const AuthDialogsContext = createContext<AuthDialogs | null>(null);

export function useAuthDialogs(): AuthDialogs {
  const dialogs = useContext(AuthDialogsContext);
  if (!dialogs) throw new Error('useAuthDialogs needs an AuthDialogsProvider (desktop layout)');
  return dialogs;
}
