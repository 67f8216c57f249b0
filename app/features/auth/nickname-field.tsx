import { checkNickname } from '@common/validation';
import { Form, Input } from 'antd';
import { NICKNAME_FIELD } from './account-fields';
import { checkerRule } from './form-rules';

/** The register `nickname` field ('用户名不能为空！' and the shared nickname rule). */
export function NicknameField() {
  return (
    <Form.Item name="nickname" label={NICKNAME_FIELD.label} rules={[checkerRule(checkNickname)]}>
      <Input {...NICKNAME_FIELD.input} />
    </Form.Item>
  );
}
