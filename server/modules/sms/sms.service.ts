import { randomInt } from 'node:crypto';
import { SMS_CODE_MAX_TRIES, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '../../../common/constants';
import type { SmsType } from '../../../common/validation';
import type { Db, DbOrTx } from '../../db/client';
import { hmac } from '../../lib/crypto';
import { badRequest, conflict, notFound, rateLimited } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import { startOfChinaDay } from '../../lib/time';
import type { SmsProvider } from '../../providers/sms';
import type { AreaService } from '../area/area.service';
import { findUserByPhone } from '../user/user.repo';
import * as repo from './sms.repo';

export const SMS_DAILY_CAP_PER_PHONE = 10;
/** How long a verified code may still be used by the action it was sent for. */
export const SMS_VERIFIED_WINDOW_SECONDS = 600;

export const SMS_MSG = {
  sent: '验证码已发送',
  phoneTaken: '该手机号已注册',
  phoneUnknown: '该手机号未注册',
  tooSoon: '发送太频繁，请{s}秒后再试',
  phoneCap: '该手机号今日获取验证码次数已达上限，请明天再试',
  ipCap: '当前网络今日获取验证码次数已达上限，请明天再试',
  expired: '验证码已失效，请重新获取',
  wrong: '验证码错误，还可尝试{n}次',
  tooManyTries: '验证码错误次数过多，请重新获取',
  notVerified: '请先获取并验证短信验证码',
  valid: '验证成功',
} as const;

interface PhoneInput {
  country_code: string;
  phone: string;
  type: SmsType;
}

export class SmsService {
  constructor(
    private readonly db: Db,
    private readonly provider: SmsProvider,
    private readonly appSecret: string,
    private readonly ipBurst: Limiter,
    private readonly dailyCapPerIp: number,
    private readonly areas: AreaService,
  ) {}

  async send(body: PhoneInput, ip: string): Promise<void> {
    await this.ipBurst.consume(ip);
    const input = await this.areas.canonicalPhone(body);
    const existing = await findUserByPhone(this.db, input.country_code, input.phone);
    if (input.type === 'register' && existing) throw conflict(SMS_MSG.phoneTaken);
    if (input.type !== 'register' && !existing) throw notFound(SMS_MSG.phoneUnknown);

    await this.db.transaction(async (tx) => {
      await repo.lockSendKeys(tx, `${input.country_code}${input.phone}`, ip);
      const last = await repo.lastSentAt(tx, input.country_code, input.phone);
      const waitMs = last ? last.getTime() + SMS_RESEND_SECONDS * 1000 - Date.now() : 0;
      if (waitMs > 0) throw rateLimited(SMS_MSG.tooSoon.replace('{s}', String(Math.ceil(waitMs / 1000))));
      const dayStart = startOfChinaDay();
      const byPhone = { countryCode: input.country_code, phone: input.phone };
      if ((await repo.countSentSince(tx, byPhone, dayStart)) >= SMS_DAILY_CAP_PER_PHONE) {
        throw rateLimited(SMS_MSG.phoneCap);
      }
      if ((await repo.countSentSince(tx, { ip }, dayStart)) >= this.dailyCapPerIp) {
        throw rateLimited(SMS_MSG.ipCap);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.insertCode(tx, {
        ...byPhone,
        purpose: input.type,
        codeHash: this.hash(input, code),
        expiresAt: new Date(Date.now() + SMS_CODE_TTL_SECONDS * 1000),
        ip,
      });
      // Inside the transaction: if delivery fails the code is rolled back and does not block a resend.
      await this.provider.send({
        countryCode: input.country_code,
        phone: input.phone,
        code,
        type: input.type,
      });
    });
  }

  /** /sms/valid: checks a code and marks it verified for the action it was sent for. */
  async verify(body: PhoneInput & { code: string }): Promise<void> {
    await this.attempt(await this.areas.canonicalPhone(body), body.code);
  }

  /**
   * API clients may send the code with the action instead of calling /sms/valid first. Checked outside
   * the action's transaction, so a wrong try is counted even though the action then fails. This and
   * consume() take the phone in its canonical form (AreaService.canonicalPhone), as the actions have it.
   */
  async verifyInline(input: PhoneInput & { code?: string }): Promise<void> {
    if (input.code) await this.attempt(input, input.code);
  }

  /** Uses up the verified code inside the caller's transaction, so the code and the action commit together. */
  async consume(tx: DbOrTx, input: PhoneInput): Promise<void> {
    const key = { countryCode: input.country_code, phone: input.phone, purpose: input.type };
    if (!(await repo.consumeVerified(tx, key, SMS_VERIFIED_WINDOW_SECONDS)))
      throw badRequest(SMS_MSG.notVerified);
  }

  private async attempt(input: PhoneInput, code: string): Promise<void> {
    const key = { countryCode: input.country_code, phone: input.phone, purpose: input.type };
    const result = await repo.attemptCode(this.db, key, this.hash(input, code), SMS_CODE_MAX_TRIES);
    if (result.status === 'none') throw badRequest(SMS_MSG.expired);
    if (result.status === 'wrong') {
      const left = SMS_CODE_MAX_TRIES - result.attempts;
      throw badRequest(left > 0 ? SMS_MSG.wrong.replace('{n}', String(left)) : SMS_MSG.tooManyTries);
    }
  }

  private hash(input: PhoneInput, code: string): string {
    return hmac(this.appSecret, `${input.country_code}|${input.phone}|${input.type}|${code}`);
  }
}
