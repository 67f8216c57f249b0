import { createHmac, randomUUID } from 'node:crypto';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from './types';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint?: string;
}

/** RFC 3986 encoding as Aliyun's RPC signature (v1.0) defines it. */
const percentEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Aliyun Dysmsapi SendSms over the RPC API with HMAC-SHA1 signing. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';

  constructor(private readonly opts: AliyunSmsOptions) {}

  async send(message: SmsMessage): Promise<void> {
    // Aliyun takes mainland numbers bare and others with the country code, without '+'.
    const phone =
      message.countryCode === '+86' ? message.phone : `${message.countryCode.slice(1)}${message.phone}`;
    const params: Record<string, string> = {
      AccessKeyId: this.opts.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: this.opts.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.opts.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const canonical = Object.keys(params)
      .sort()
      .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
      .join('&');
    const stringToSign = `GET&${percentEncode('/')}&${percentEncode(canonical)}`;
    const signature = createHmac('sha1', `${this.opts.accessKeySecret}&`)
      .update(stringToSign)
      .digest('base64');
    const url = `${this.opts.endpoint ?? 'https://dysmsapi.aliyuncs.com'}/?Signature=${percentEncode(signature)}&${canonical}`;
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (body.Code !== 'OK')
      throw new SmsDeliveryError(`aliyun: ${body.Code ?? res.status} ${body.Message ?? ''}`);
  }
}
