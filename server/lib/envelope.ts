import { type Envelope, ErrCode, ErrMessage } from '../../common/error-codes';

export function ok<T>(data: T, msg: string = ErrMessage[ErrCode.OK]): Envelope<T> {
  return { errCode: ErrCode.OK, msg, resultInfo: msg, data, serverTime: Date.now() };
}

export function fail(errCode: string, msg: string, data: unknown = null): Envelope<unknown> {
  return { errCode, msg, resultInfo: msg, data, serverTime: Date.now() };
}
