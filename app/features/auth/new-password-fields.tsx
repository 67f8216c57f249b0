import { Form, Input } from 'antd';
import { type NewPasswordProps, newPasswordFields } from './account-fields';

/** The `password` and `confirm` fields of a new password (account-fields.tsx). */
export function NewPasswordFields(props: NewPasswordProps) {
  return newPasswordFields(props).map(({ item, input }) => (
    <Form.Item key={item.name} {...item}>
      <Input.Password {...input} />
    </Form.Item>
  ));
}
