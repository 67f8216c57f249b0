import type { AccountFieldKit } from './account-fields';
import { ConsentField } from './consent-field';
import { NewPasswordFields } from './new-password-fields';
import { NicknameField } from './nickname-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

/** The desktop dialogs' account fields, for the forms both UIs share (account-fields.tsx). */
export const DESKTOP_FIELDS: AccountFieldKit = {
  PhoneField,
  SmsCodeField,
  NicknameField,
  NewPasswordFields,
  ConsentField,
};
