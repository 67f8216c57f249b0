import { Checkbox, Form } from 'antd';
import { consentRule } from './form-rules';

/** Opens beside the dialog, so the half-filled form stays. */
function AgreementLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The `agree` checkbox of a new account: consent to the service agreement and privacy policy. */
export function ConsentField() {
  return (
    <Form.Item name="agree" valuePropName="checked" rules={[consentRule]}>
      <Checkbox>
        我已阅读并同意<AgreementLink to="/protocol/service">《服务协议》</AgreementLink>和
        <AgreementLink to="/protocol/privacy">《隐私政策》</AgreementLink>
      </Checkbox>
    </Form.Item>
  );
}
