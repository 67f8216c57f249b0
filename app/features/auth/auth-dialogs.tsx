/**
 * Renders the open account dialog; one at a time (SPEC §4: register and forgot-password open from login).
 * Each dialog's code (forms, validation) loads when it first opens: no page's first load carries it.
 */
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { lazyNamed } from '~/components/deferred';
import { type AuthDialog, type AuthDialogs, AuthDialogsContext } from './auth-dialogs-context';

const ChangePasswordDialog = lazyNamed(() => import('./change-password-dialog'), 'ChangePasswordDialog');
const ForgotPasswordDialog = lazyNamed(() => import('./forgot-password-dialog'), 'ForgotPasswordDialog');
const LoginDialog = lazyNamed(() => import('./login-dialog'), 'LoginDialog');
const RegisterDialog = lazyNamed(() => import('./register-dialog'), 'RegisterDialog');
const WxBindDialog = lazyNamed(() => import('./wx-bind-dialog'), 'WxBindDialog');

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  const value = useMemo<AuthDialogs>(() => ({ open: setDialog, close: () => setDialog(null) }), []);
  return (
    <AuthDialogsContext value={value}>
      {children}
      <Suspense fallback={null}>
        {dialog?.kind === 'login' && <LoginDialog />}
        {dialog?.kind === 'register' && <RegisterDialog />}
        {dialog?.kind === 'forgot-password' && <ForgotPasswordDialog />}
        {dialog?.kind === 'change-password' && <ChangePasswordDialog />}
        {dialog?.kind === 'wx-bind' && <WxBindDialog profile={dialog.profile} />}
      </Suspense>
    </AuthDialogsContext>
  );
}
