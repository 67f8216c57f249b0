/**
 * The /h5 account sheets behind AuthDialogsContext (features/auth/auth-dialogs-context.ts), so
 * useAuthDialogs() and useRequireLogin() work on mobile pages as on desktop ones: one bottom sheet at a
 * time, its code loaded when it first opens.
 */
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { lazyNamed } from '~/components/deferred';
import { type AuthDialog, type AuthDialogs, AuthDialogsContext } from '~/features/auth/auth-dialogs-context';

const ChangePasswordSheet = lazyNamed(() => import('./change-password-sheet'), 'ChangePasswordSheet');
const ForgotPasswordSheet = lazyNamed(() => import('./forgot-password-sheet'), 'ForgotPasswordSheet');
const LoginSheet = lazyNamed(() => import('./login-sheet'), 'LoginSheet');
const RegisterSheet = lazyNamed(() => import('./register-sheet'), 'RegisterSheet');
const WxBindSheet = lazyNamed(() => import('./wx-bind-sheet'), 'WxBindSheet');

export function H5AuthSheetsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  const value = useMemo<AuthDialogs>(() => ({ open: setDialog, close: () => setDialog(null) }), []);
  return (
    <AuthDialogsContext value={value}>
      {children}
      <Suspense fallback={null}>
        {dialog?.kind === 'login' && <LoginSheet />}
        {dialog?.kind === 'register' && <RegisterSheet />}
        {dialog?.kind === 'forgot-password' && <ForgotPasswordSheet />}
        {dialog?.kind === 'change-password' && <ChangePasswordSheet />}
        {dialog?.kind === 'wx-bind' && <WxBindSheet profile={dialog.profile} />}
      </Suspense>
    </AuthDialogsContext>
  );
}
