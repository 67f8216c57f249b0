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

/** The constraint a PostgreSQL error of this SQLSTATE names ('' when none), or null for other errors. */
function violated(err: unknown, sqlState: string): string | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const src = e?.code === sqlState ? e : e?.cause?.code === sqlState ? e.cause : null;
  return src ? (src.constraint ?? '') : null;
}

/** PostgreSQL unique_violation, with the constraint name so callers can say which value clashed. */
export const uniqueViolation = (err: unknown) => violated(err, '23505');

/** PostgreSQL check_violation, with the CHECK constraint's name. */
export const checkViolation = (err: unknown) => violated(err, '23514');

/** PostgreSQL foreign_key_violation: a write named a row that does not exist. */
export const foreignKeyViolation = (err: unknown) => violated(err, '23503');

/**
 * A write that names other rows (a stock, a post, a member…), with its foreign-key violation (the row
 * never existed or went away meanwhile) answered as the domain's not-found error instead of a 500.
 * `missing` may depend on the constraint when the write names several rows. Wrap the whole transaction:
 * the violation has aborted it.
 */
export async function orMissing<T>(
  write: Promise<T>,
  missing: AppError | ((constraint: string) => AppError),
): Promise<T> {
  try {
    return await write;
  } catch (err) {
    const constraint = foreignKeyViolation(err);
    if (constraint === null) throw err;
    throw typeof missing === 'function' ? missing(constraint) : missing;
  }
}
