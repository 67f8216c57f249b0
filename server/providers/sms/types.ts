export interface SmsMessage {
  countryCode: string;
  phone: string;
  code: string;
  /** register | reset_pwd | sms_login */
  type: string;
}

export interface SmsProvider {
  readonly name: string;
  /** Delivers the code or throws; the caller rolls back the stored code on a throw. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/** E.164 form, e.g. +8613800000000. */
export const e164 = (m: SmsMessage) => `${m.countryCode}${m.phone}`;
