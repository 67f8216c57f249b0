/** 修改密码: the signed-in system user's own password (PUT /sysuser/password); other sessions end. */
import { CONFIRM_PASSWORD_REQUIRED_MSG, PASSWORD_MISMATCH_MSG } from '@common/validation';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useFeedback } from '~/components/feedback';
import { api } from '~/lib/api';
import { newPasswordRule } from './form-rules';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export default function PasswordDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = useFeedback();
  const submit = async () => {
    // The form shows what is wrong; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await api(
        '/sysuser/password',
        { oldPassword: values.oldPassword, newPassword: values.newPassword },
        { method: 'PUT' },
      );
      void message.success('密码修改成功');
      onClose();
    } catch {
      // The API client has shown the message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title="修改密码"
      okText="保存"
      onOk={submit}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" autoComplete="off">
        <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="newPassword" rules={[newPasswordRule]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: CONFIRM_PASSWORD_REQUIRED_MSG },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(PASSWORD_MISMATCH_MSG)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
