import { checkNickname } from '@common/validation';
import { Form, Input } from 'antd';
import { checkerRule } from './form-rules';

/** The register `nickname` field ('用户名不能为空！' and the shared nickname rule). */
export function NicknameField() {
  return (
    <Form.Item name="nickname" rules={[checkerRule(checkNickname)]}>
      <Input aria-label="用户名" placeholder="请输入用户名" autoComplete="nickname" maxLength={16} />
    </Form.Item>
  );
}
