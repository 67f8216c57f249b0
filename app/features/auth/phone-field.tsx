import { DEFAULT_COUNTRY_CODE } from '@common/constants';
import { PHONE_REQUIRED_MSG } from '@common/validation';
import { Form, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { type CountryCode, fetchCountryCodes } from './auth-api';
import { phoneRule } from './form-rules';

interface Option {
  value: string;
  label: string;
  name: string;
}

const toOptions = (codes: CountryCode[]): Option[] => {
  const seen = new Set<string>();
  // Several countries share a code (+1, +7); a Select needs unique values.
  return codes
    .filter(({ code }) => !seen.has(code) && seen.add(code))
    .map(({ code, name }) => ({ value: code, label: code, name }));
};

const DEFAULT_OPTIONS = toOptions([{ name: '中国大陆', code: DEFAULT_COUNTRY_CODE }]);

/** The `country_code` select and the `phone` input, as one form row. */
export function PhoneField({ requiredMessage = PHONE_REQUIRED_MSG }: { requiredMessage?: string }) {
  const [options, setOptions] = useState(DEFAULT_OPTIONS);
  useEffect(() => {
    fetchCountryCodes()
      .then((codes) => codes.length > 0 && setOptions(toOptions(codes)))
      // Keep +86 when the list cannot load; sending a code still works.
      .catch(() => {});
  }, []);

  return (
    <Form.Item>
      <Space.Compact block>
        <Form.Item name="country_code" initialValue={DEFAULT_COUNTRY_CODE} noStyle>
          <Select
            aria-label="国家或地区"
            className="auth-country-code"
            options={options}
            popupMatchSelectWidth={false}
            showSearch={{ optionFilterProp: ['label', 'name'] }}
            optionRender={(option) => `${option.data.name} ${option.data.value}`}
          />
        </Form.Item>
        <Form.Item name="phone" rules={[phoneRule(requiredMessage)]} dependencies={['country_code']} noStyle>
          <Input
            aria-label="手机号码"
            placeholder="请输入手机号码"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
