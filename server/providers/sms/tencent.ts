import { createHash, createHmac } from 'node:crypto';
import { e164, SmsDeliveryError, type SmsMessage, type SmsProvider } from './types';

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region?: string;
}

const HOST = 'sms.tencentcloudapi.com';
const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

/** Tencent Cloud SMS SendSms (API 2021-01-11) with TC3-HMAC-SHA256 signing. */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';

  constructor(private readonly opts: TencentSmsOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const payload = JSON.stringify({
      PhoneNumberSet: [e164(message)],
      SmsSdkAppId: this.opts.sdkAppId,
      SignName: this.opts.signName,
      TemplateId: this.opts.templateId,
      TemplateParamSet: [message.code, '5'],
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
    const contentType = 'application/json; charset=utf-8';
    const canonicalRequest = [
      'POST',
      '/',
      '',
      `content-type:${contentType}\nhost:${HOST}\n`,
      'content-type;host',
      sha256hex(payload),
    ].join('\n');
    const scope = `${date}/sms/tc3_request`;
    const stringToSign = ['TC3-HMAC-SHA256', timestamp, scope, sha256hex(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(`TC3${this.opts.secretKey}`, date), 'sms'), 'tc3_request');
    const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
    const res = await fetch(`https://${HOST}`, {
      method: 'POST',
      signal: AbortSignal.timeout(10_000),
      headers: {
        Authorization: `TC3-HMAC-SHA256 Credential=${this.opts.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`,
        'Content-Type': contentType,
        Host: HOST,
        'X-TC-Action': 'SendSms',
        'X-TC-Version': '2021-01-11',
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Region': this.opts.region ?? 'ap-guangzhou',
      },
      body: payload,
    });
    const body = (await res.json().catch(() => ({}))) as {
      Response?: {
        Error?: { Code: string; Message: string };
        SendStatusSet?: { Code: string; Message: string }[];
      };
    };
    const error = body.Response?.Error ?? body.Response?.SendStatusSet?.find((s) => s.Code !== 'Ok');
    if (!body.Response || error)
      throw new SmsDeliveryError(`tencent: ${error?.Code ?? res.status} ${error?.Message ?? ''}`);
  }
}
