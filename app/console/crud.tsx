/**
 * The console's editing parts. The pages that list rows and edit one in a dialog share one hook (the item in
 * the dialog, the save that closes it and reloads the list), the dialog's markup and a row's 编辑/删除
 * buttons, so every page's dialog, confirm texts and reloads stay alike.
 */
import { Button, Checkbox, Form, type FormInstance, InputNumber, Modal, Space } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { DELETE_CONFIRM } from '~/components/delete-confirm';
import { useFeedback } from '~/components/feedback';
import { useConsoleActions } from '~/features/console-moderation/use-console-call';

/** A console call: path, body and the toast when it worked. */
export type ConsoleCallSpec = readonly [path: string, body: object, success?: string];

export interface ConsoleEditor<E, V> {
  /** The item in the dialog (for a new one, what it starts from), undefined while the dialog is closed. */
  editing: E | undefined;
  open: (item: E) => void;
  close: () => void;
  /** The dialog's form, for ConsoleEditModal (pages whose dialog renders its own form leave it alone). */
  form: FormInstance<V>;
  /** Saves the dialog's values: closes it and reloads the list when the call worked. */
  submit: (values: V) => Promise<void>;
  /** Any other call that changes the list (delete, pin, reorder): reloads it when the call worked. */
  act: <T>(path: string, body: object, success?: string) => Promise<T | undefined>;
  busy: boolean;
}

export function useConsoleEditor<E, V = E>({
  save,
  reload,
  fields,
}: {
  /** The call that saves the values for the item being edited. */
  save: (values: V, editing: E) => ConsoleCallSpec;
  reload: () => unknown;
  /** What the dialog's form shows for an item (ConsoleEditModal); left out, the form is not touched. */
  fields?: (item: E) => V;
}): ConsoleEditor<E, V> {
  const { call, act, busy } = useConsoleActions(reload);
  const [editing, setEditing] = useState<E>();
  const [form] = Form.useForm<V>();
  const open = (item: E) => {
    setEditing(item);
    // setFieldsValue takes a deep partial of V, which TypeScript cannot see a generic V is.
    if (fields) form.setFieldsValue(fields(item) as Parameters<typeof form.setFieldsValue>[0]);
  };
  const close = useCallback(() => setEditing(undefined), []);
  const submit = async (values: V) => {
    if (editing === undefined) return;
    if ((await call(...save(values, editing))) !== undefined) {
      setEditing(undefined);
      await reload();
    }
  };
  return { editing, open, close, form, submit, act, busy };
}

/**
 * The house dialog around an antd form: 保存 submits it, the button spins while the call runs, and the form
 * is rendered while closed (forceRender) so `open` can fill it.
 */
export function ConsoleEditModal<E, V extends object>({
  editor,
  title,
  name,
  initialValues,
  width,
  children,
}: {
  editor: ConsoleEditor<E, V>;
  title: string;
  /** The form's name (its fields' ids). */
  name: string;
  initialValues?: V;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      open={editor.editing !== undefined}
      okText="保存"
      okButtonProps={{ loading: editor.busy }}
      onOk={() => editor.form.submit()}
      onCancel={editor.close}
      width={width}
      forceRender
    >
      <Form<V>
        form={editor.form}
        layout="vertical"
        onFinish={(values) => void editor.submit(values)}
        name={name}
        initialValues={initialValues}
      >
        {children}
      </Form>
    </Modal>
  );
}

/**
 * The dialog of a page whose form is its own component with its own submit button: no footer, and the form
 * is made afresh for each item (mounted only while open).
 */
export function ConsoleFormDialog<E>({
  editor,
  title,
  width,
  children,
}: {
  editor: Pick<ConsoleEditor<E, unknown>, 'editing' | 'close'>;
  title: string;
  width: number;
  children: (item: E) => ReactNode;
}) {
  return (
    <Modal
      title={title}
      open={editor.editing !== undefined}
      onCancel={editor.close}
      footer={null}
      width={width}
      destroyOnHidden
    >
      {editor.editing !== undefined && children(editor.editing)}
    </Modal>
  );
}

/**
 * A row's 编辑 and 删除 buttons (either may be left out; other buttons go before 编辑 as children, or between
 * the two as `middle`). `confirm` asks first with SPEC §8's dialog (`true`: its own text; a string: that text).
 */
export function RowActions({
  onEdit,
  onRemove,
  confirm,
  busy,
  edit = '编辑',
  remove = '删除',
  middle,
  children,
}: {
  onEdit?: () => void;
  onRemove?: () => Promise<unknown>;
  confirm?: boolean | string;
  /** Disables the remove button while a call runs. */
  busy: boolean;
  edit?: string;
  remove?: string;
  middle?: ReactNode;
  children?: ReactNode;
}) {
  const { modal } = useFeedback();
  const removeClicked = () => {
    if (!onRemove) return;
    if (!confirm) return void onRemove();
    modal.confirm({
      ...DELETE_CONFIRM,
      ...(typeof confirm === 'string' ? { content: confirm } : {}),
      onOk: onRemove,
    });
  };
  return (
    <Space>
      {children}
      {onEdit && (
        <Button size="small" onClick={onEdit}>
          {edit}
        </Button>
      )}
      {middle}
      {onRemove && (
        <Button danger size="small" disabled={busy} onClick={removeClicked}>
          {remove}
        </Button>
      )}
    </Space>
  );
}

/** A dialog's 排序号 and on/off fields, as the sidebar's and /open-account's lists order and show their rows. */
export function OrderFields({
  name = 'sort_no',
  min = 0,
  enabled = '显示',
}: {
  /** The order field's name. */
  name?: string;
  min?: number;
  /** The on/off checkbox's label. */
  enabled?: string;
}) {
  return (
    <>
      <Form.Item label="排序号" name={name}>
        <InputNumber min={min} max={9999} />
      </Form.Item>
      <Form.Item name="enabled" valuePropName="checked">
        <Checkbox>{enabled}</Checkbox>
      </Form.Item>
    </>
  );
}
