import { type Checker, CONFIRM_PASSWORD_REQUIRED_MSG, checkPasswordHelper } from '@common/validation';
import { Form, Input } from 'antd';
import { checkerRule, confirmPasswordRule } from './form-rules';

/** A member's first password (register, WeChat bind) or a new one replacing it (reset, change). */
const WORDING = {
  first: { password: '密码', confirm: '请再次输入密码' },
  renew: { password: '新密码', confirm: CONFIRM_PASSWORD_REQUIRED_MSG },
} as const;

/**
 * The `password` and `confirm` fields of register, reset, WeChat bind and change password; `first` when
 * the member sets their first password.
 */
export function NewPasswordFields({
  check = checkPasswordHelper,
  first = false,
}: {
  check?: Checker;
  first?: boolean;
}) {
  const wording = first ? WORDING.first : WORDING.renew;
  return (
    <>
      <Form.Item name="password" rules={[checkerRule(check)]}>
        <Input.Password
          aria-label={wording.password}
          placeholder="8~12位，字母、数字、字符至少两种"
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={[confirmPasswordRule(wording.confirm)]}>
        <Input.Password
          aria-label={wording.confirm}
          placeholder={wording.confirm}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
