import { DEFAULT_COUNTRY_CODE } from '@common/constants';
import { PHONE_REQUIRED_MSG } from '@common/validation';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { COUNTRY_CODE_LABEL, PHONE_FIELD, phoneItem, useCountryCodes } from './account-fields';
import type { CountryCode } from './auth-api';

const toOptions = (codes: CountryCode[]) => {
  const seen = new Set<string>();
  // Several countries share a code (+1, +7); a Select needs unique values.
  return codes
    .filter(({ code }) => !seen.has(code) && seen.add(code))
    .map(({ code, name }) => ({ value: code, label: code, name }));
};

/** The `country_code` select and the `phone` input side by side, each under its own label. */
export function PhoneField({ requiredMessage = PHONE_REQUIRED_MSG }: { requiredMessage?: string }) {
  const codes = useCountryCodes();
  const options = useMemo(() => toOptions(codes), [codes]);
  return (
    <div className="auth-phone-row">
      <Form.Item name="country_code" label={COUNTRY_CODE_LABEL} initialValue={DEFAULT_COUNTRY_CODE}>
        <Select
          className="auth-country-code"
          options={options}
          popupMatchSelectWidth={false}
          showSearch={{ optionFilterProp: ['label', 'name'] }}
          optionRender={(option) => `${option.data.name} ${option.data.value}`}
        />
      </Form.Item>
      <Form.Item {...phoneItem(requiredMessage)}>
        <Input {...PHONE_FIELD.input} />
      </Form.Item>
    </div>
  );
}
