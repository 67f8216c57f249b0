import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Popup from 'antd-mobile/es/components/popup';
import { type ReactNode, useId } from 'react';
import { useAuthDialogs } from '~/features/auth/auth-dialogs-context';

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

/** An account form with its full-width submit button (`submitText`) at the foot. */
export function AuthForm<Values>({
  name,
  submitText,
  pending,
  onFinish,
  initialValues,
  className,
  children,
}: {
  name: string;
  submitText: string;
  pending: boolean;
  onFinish: (values: Values) => void;
  initialValues?: Partial<Values>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      name={name}
      className={className}
      initialValues={initialValues}
      onFinish={onFinish}
      footer={
        <Button block type="submit" color="primary" size="large" loading={pending}>
          {submitText}
        </Button>
      }
    >
      {children}
    </Form>
  );
}

/** A row of text buttons under a sheet's form (go to register, forgot password, back to login). */
export function SheetLinks({ links }: { links: { text: string; onClick: () => void }[] }) {
  return (
    <div className="h5-auth-links">
      {links.map(({ text, onClick }) => (
        <Button key={text} fill="none" size="small" color="primary" onClick={onClick}>
          {text}
        </Button>
      ))}
    </div>
  );
}
