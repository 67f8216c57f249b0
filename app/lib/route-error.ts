/** What the error page (SPEC §8) shows for an error thrown while routing or rendering. */
import { ErrCode, ErrMessage } from '@common/error-codes';
import { isRouteErrorResponse } from 'react-router';

export const NOT_FOUND_TEXT = '页面不存在或系统错误';
export const SERVER_ERROR_TEXT = ErrMessage[ErrCode.SERVER_ERROR];

type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null;
const statusIn = (value: unknown): number | undefined => {
  if (!isBag(value)) return undefined;
  for (const key of ['statusCode', 'status'] as const) {
    const status = value[key];
    if (typeof status === 'number' && status >= 400) return status;
  }
  return undefined;
};

/** statusCode, status or response status, default 500. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return statusIn(error) ?? (isBag(error) ? statusIn(error.response) : undefined) ?? 500;
}

/** The server's human text: the envelope's resultInfo, or a plain-text error response body. */
function resultInfo(error: unknown): string | undefined {
  if (isRouteErrorResponse(error) && typeof error.data === 'string' && error.data) return error.data;
  for (const source of [error, isBag(error) ? error.data : undefined]) {
    if (isBag(source) && typeof source.resultInfo === 'string' && source.resultInfo) return source.resultInfo;
  }
  return undefined;
}

export function describeRouteError(error: unknown): { status: number; message: string } {
  const status = errorStatus(error);
  if (status === 404) return { status, message: NOT_FOUND_TEXT };
  return { status, message: resultInfo(error) ?? SERVER_ERROR_TEXT };
}
