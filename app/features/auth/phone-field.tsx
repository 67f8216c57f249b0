import { DEFAULT_COUNTRY_CODE } from '@common/constants';
import { PHONE_REQUIRED_MSG } from '@common/validation';
import { Form, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { COUNTRY_CODE_LABEL, PHONE_INPUT, useCountryCodes } from './account-fields';
import type { CountryCode } from './auth-api';
import { phoneRule } from './form-rules';

const toOptions = (codes: CountryCode[]) => {
  const seen = new Set<string>();
  // Several countries share a code (+1, +7); a Select needs unique values.
  return codes
    .filter(({ code }) => !seen.has(code) && seen.add(code))
    .map(({ code, name }) => ({ value: code, label: code, name }));
};

/** The `country_code` select and the `phone` input, as one form row. */
export function PhoneField({ requiredMessage = PHONE_REQUIRED_MSG }: { requiredMessage?: string }) {
  const codes = useCountryCodes();
  const options = useMemo(() => toOptions(codes), [codes]);
  return (
    <Form.Item>
      <Space.Compact block>
        <Form.Item name="country_code" initialValue={DEFAULT_COUNTRY_CODE} noStyle>
          <Select
            aria-label={COUNTRY_CODE_LABEL}
            className="auth-country-code"
            options={options}
            popupMatchSelectWidth={false}
            showSearch={{ optionFilterProp: ['label', 'name'] }}
            optionRender={(option) => `${option.data.name} ${option.data.value}`}
          />
        </Form.Item>
        <Form.Item name="phone" rules={[phoneRule(requiredMessage)]} dependencies={['country_code']} noStyle>
          <Input {...PHONE_INPUT} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
