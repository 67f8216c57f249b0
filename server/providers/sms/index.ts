import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { AliyunSmsProvider } from './aliyun';
import { LocalSmsProvider } from './local';
import { TencentSmsProvider } from './tencent';
import type { SmsProvider } from './types';

export { LocalSmsProvider } from './local';
export type { SmsMessage, SmsProvider } from './types';

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required for the configured SMS provider`);
  return value;
}

export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  const s = config.sms;
  switch (s.provider) {
    case 'aliyun':
      return new AliyunSmsProvider({
        accessKeyId: required(s.accessKeyId, 'SMS_ACCESS_KEY_ID'),
        accessKeySecret: required(s.accessKeySecret, 'SMS_ACCESS_KEY_SECRET'),
        signName: required(s.signName, 'SMS_SIGN_NAME'),
        templateCode: required(s.templateCode, 'SMS_TEMPLATE_CODE'),
      });
    case 'tencent':
      return new TencentSmsProvider({
        secretId: required(s.accessKeyId, 'SMS_ACCESS_KEY_ID'),
        secretKey: required(s.accessKeySecret, 'SMS_ACCESS_KEY_SECRET'),
        sdkAppId: required(s.sdkAppId, 'SMS_SDK_APP_ID'),
        signName: required(s.signName, 'SMS_SIGN_NAME'),
        templateId: required(s.templateCode, 'SMS_TEMPLATE_CODE'),
      });
    default:
      return new LocalSmsProvider(log);
  }
}
