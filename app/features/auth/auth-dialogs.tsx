/** The desktop's account dialogs behind AuthDialogsContext; each one's code loads when it first opens. */
import type { ReactNode } from 'react';
import { lazyNamed } from '~/components/deferred';
import { type AuthDialogComponents, AuthDialogsHost } from './auth-dialogs-host';

const DIALOGS: AuthDialogComponents = {
  login: lazyNamed(() => import('./login-dialog'), 'LoginDialog'),
  register: lazyNamed(() => import('./register-dialog'), 'RegisterDialog'),
  'forgot-password': lazyNamed(() => import('./forgot-password-dialog'), 'ForgotPasswordDialog'),
  'change-password': lazyNamed(() => import('./change-password-dialog'), 'ChangePasswordDialog'),
  'wx-bind': lazyNamed(() => import('./wx-bind-dialog'), 'WxBindDialog'),
};

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  return <AuthDialogsHost dialogs={DIALOGS}>{children}</AuthDialogsHost>;
}
