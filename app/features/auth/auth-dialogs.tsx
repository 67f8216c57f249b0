/** Renders the open account dialog; one at a time (SPEC §4: register and forgot-password open from login). */
import { type ReactNode, useMemo, useState } from 'react';
import { type AuthDialog, type AuthDialogs, AuthDialogsContext } from './auth-dialogs-context';
import { ChangePasswordDialog } from './change-password-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { RegisterDialog } from './register-dialog';
import { WxBindDialog } from './wx-bind-dialog';

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  const value = useMemo<AuthDialogs>(() => ({ open: setDialog, close: () => setDialog(null) }), []);
  return (
    <AuthDialogsContext value={value}>
      {children}
      {dialog?.kind === 'login' && <LoginDialog />}
      {dialog?.kind === 'register' && <RegisterDialog />}
      {dialog?.kind === 'forgot-password' && <ForgotPasswordDialog />}
      {dialog?.kind === 'change-password' && <ChangePasswordDialog />}
      {dialog?.kind === 'wx-bind' && <WxBindDialog profile={dialog.profile} />}
    </AuthDialogsContext>
  );
}
