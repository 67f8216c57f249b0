/**
 * Renders the open account dialog; one at a time (SPEC §4: register and forgot-password open from login).
 * Kit-free: each shell passes its own components, lazily loaded, so no page's first load carries their
 * forms (auth-dialogs.tsx for the desktop's dialogs, h5/auth/auth-sheets.tsx for the mobile sheets).
 */
import { type ComponentType, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import type { WxProfile } from './auth-api';
import { type AuthDialog, type AuthDialogs, AuthDialogsContext } from './auth-dialogs-context';

export type AuthDialogComponents = { [K in Exclude<AuthDialog['kind'], 'wx-bind'>]: ComponentType } & {
  'wx-bind': ComponentType<{ profile: WxProfile }>;
};

export function AuthDialogsHost({
  dialogs,
  children,
}: {
  dialogs: AuthDialogComponents;
  children: ReactNode;
}) {
  const [dialog, setDialog] = useState<AuthDialog | null>(null);
  // Closing unmounts the dialog at once, so its kit cannot give focus back: the host does, to what had
  // focus when the first of a run of dialogs opened (login → register keeps the login's opener).
  const opener = useRef<HTMLElement | null>(null);
  const value = useMemo<AuthDialogs>(
    () => ({
      open: (next) => {
        opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setDialog(next);
      },
      close: () => {
        setDialog(null);
        const el = opener.current;
        opener.current = null;
        if (el?.isConnected) requestAnimationFrame(() => el.focus());
      },
    }),
    [],
  );
  return (
    <AuthDialogsContext value={value}>
      {children}
      <Suspense fallback={null}>{dialog && <OpenDialog dialog={dialog} dialogs={dialogs} />}</Suspense>
    </AuthDialogsContext>
  );
}

function OpenDialog({ dialog, dialogs }: { dialog: AuthDialog; dialogs: AuthDialogComponents }) {
  if (dialog.kind === 'wx-bind') {
    const WxBind = dialogs['wx-bind'];
    return <WxBind profile={dialog.profile} />;
  }
  const Dialog = dialogs[dialog.kind];
  return <Dialog />;
}
