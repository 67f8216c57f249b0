/**
 * The /h5 account sheets behind AuthDialogsContext (features/auth/auth-dialogs-host.tsx), so
 * useAuthDialogs() and useRequireLogin() work on mobile pages as on desktop ones: one bottom sheet at a
 * time, its code loaded when it first opens.
 */
import type { ReactNode } from 'react';
import { lazyNamed } from '~/components/deferred';
import { type AuthDialogComponents, AuthDialogsHost } from '~/features/auth/auth-dialogs-host';

const SHEETS: AuthDialogComponents = {
  login: lazyNamed(() => import('./login-sheet'), 'LoginSheet'),
  register: lazyNamed(() => import('./register-sheet'), 'RegisterSheet'),
  'forgot-password': lazyNamed(() => import('./forgot-password-sheet'), 'ForgotPasswordSheet'),
  'change-password': lazyNamed(() => import('./change-password-sheet'), 'ChangePasswordSheet'),
  'wx-bind': lazyNamed(() => import('./wx-bind-sheet'), 'WxBindSheet'),
};

export function H5AuthSheetsProvider({ children }: { children: ReactNode }) {
  return <AuthDialogsHost dialogs={SHEETS}>{children}</AuthDialogsHost>;
}
