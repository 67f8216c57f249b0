import { Checkbox, Form } from 'antd';
import { ConsentText } from './account-fields';
import { consentRule } from './form-rules';

/** The `agree` checkbox of a new account: consent to the service agreement and privacy policy. */
export function ConsentField() {
  return (
    <Form.Item name="agree" valuePropName="checked" rules={[consentRule]}>
      <Checkbox>
        <ConsentText />
      </Checkbox>
    </Form.Item>
  );
}
