import { type Checker, checkPasswordHelper } from '@common/validation';
import { Form, Input } from 'antd';
import { checkerRule, confirmPasswordRule } from './form-rules';

/** The `password` and `confirm` fields of register, reset, WeChat bind and change password. */
export function NewPasswordFields({ check = checkPasswordHelper }: { check?: Checker }) {
  return (
    <>
      <Form.Item name="password" rules={[checkerRule(check)]}>
        <Input.Password placeholder="8~12位，字母、数字、字符至少两种" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={[confirmPasswordRule]}>
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
