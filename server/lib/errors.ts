import { ErrCode, type ErrCodeValue, ErrMessage } from '../../common/error-codes';

/**
 * A failure the client caused or must be told about. Rendered as the API envelope; HTTP status stays 200
 * for business errors (the real site's clients read errCode), with real statuses for the transport-level
 * cases (unknown path 404, rate limited 429, server error 500).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrCodeValue,
    message: string = ErrMessage[code],
    readonly data: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string) => new AppError(ErrCode.VALIDATION, msg);
export const notLoggedIn = () => new AppError(ErrCode.NOT_LOGGED_IN);
export const forbidden = (msg: string = ErrMessage[ErrCode.FORBIDDEN]) =>
  new AppError(ErrCode.FORBIDDEN, msg);
export const notFound = (msg: string, data: unknown = null) => new AppError(ErrCode.NOT_FOUND, msg, data);
export const conflict = (msg: string) => new AppError(ErrCode.CONFLICT, msg);
export const rateLimited = (msg: string = ErrMessage[ErrCode.RATE_LIMITED]) =>
  new AppError(ErrCode.RATE_LIMITED, msg, null, 429);

/** PostgreSQL unique_violation, with the constraint name so callers can say which value clashed. */
export function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const src = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  return src ? (src.constraint ?? '') : null;
}
