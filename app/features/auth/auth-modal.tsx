import { Button, Form, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useAuthDialogs } from './auth-dialogs-context';

/** A click beside the dialog must not throw away a half-filled form. */
const MASK = { closable: false };

/** The frame every account dialog shares: mounted open, closing unmounts it (auth-dialogs.tsx). */
export function AuthModal({ title, children }: { title: string; children: ReactNode }) {
  const { close } = useAuthDialogs();
  return (
    <Modal open title={title} onCancel={close} footer={null} width={400} centered mask={MASK}>
      {children}
    </Modal>
  );
}

/** A dialog's form, each field under its label. */
export function AuthForm<Values>(props: Omit<FormProps<Values>, 'children'> & { children: ReactNode }) {
  return <Form<Values> layout="vertical" className="auth-form" {...props} />;
}

/** A dialog form's full-width submit button. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" block loading={pending}>
      {children}
    </Button>
  );
}
