import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { type ReactNode, useId } from 'react';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';
import { useLoginCompletion } from '~/features/auth/shell-auth-effects';
import { H5_TOASTS } from '../shell/toasts';

/**
 * The bottom sheet every account form shares: mounted open, closing unmounts it (auth-sheets.tsx). A tap
 * beside it does not close it, so a half-filled form is not thrown away.
 */
export function AuthSheet({ title, children }: { title: string; children: ReactNode }) {
  const { close } = useAuthDialogs();
  const titleId = useId();
  return (
    <Popup visible showCloseButton onClose={close} bodyClassName="h5-auth-sheet">
      <section role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="h5-auth-title">
          {title}
        </h2>
        {children}
      </section>
    </Popup>
  );
}

/** A sheet form's full-width submit button. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button block type="submit" color="primary" size="large" loading={pending}>
      {children}
    </Button>
  );
}

/** The toast, then a reload (SPEC §4), with the mobile toasts. */
export const useCompleteLogin = () => useLoginCompletion(H5_TOASTS.success);
