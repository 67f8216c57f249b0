import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrCode, ErrMessage } from '../../common/error-codes';
import { fail as envelope } from '../lib/envelope';
import { AppError, badRequest } from '../lib/errors';
import { apiRouteOf } from '../lib/route';

const BAD_BODY_MSG = '请求格式错误';
export const TOO_LARGE_MSG = '内容过大，请精简后再提交';
export const CONTROL_CHAR_MSG = '内容含有无法识别的控制字符，请删除后再提交';
const MEDIA_TYPE_MSG = '不支持的请求内容类型';
/** Client errors Fastify raises while routing, before any hook runs. */
const ROUTING_ERRORS: Record<string, { status: number; msg: string }> = {
  FST_ERR_BAD_URL: { status: 400, msg: '请求地址有误' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, msg: '请求地址过长' },
};

/** Pre-serialised, so a route's success schema never applies to an error envelope. */
const fail = (code: string, msg: string, data: unknown = null) => JSON.stringify(envelope(code, msg, data));

/** A request refused before routing has no route to ask: its (canonical) path decides. */
const isApiPath = (url: string) => url.startsWith('/api/');

/**
 * Control characters other than tab, line feed and carriage return. No field has a use for them, and
 * PostgreSQL refuses NUL in text outright (a 500 wherever one reached a query).
 */
const CONTROL_CHAR = /[^\P{Cc}\t\n\r]/u;

/**
 * Parsed data, not a stream or other live object: JSON objects, and the query-string parser's
 * dictionaries (whose prototype is itself a null-prototype object).
 */
const isDataObject = (v: object): v is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(v);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
};

/** Whether any string (value or key) in parsed input holds a control character. Iterative: bodies nest deep. */
function hasControlChar(input: unknown): boolean {
  const stack: unknown[] = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (CONTROL_CHAR.test(value)) return true;
    } else if (Array.isArray(value)) {
      // Not push(...value): a wide array would overflow the argument limit.
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object' && isDataObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (CONTROL_CHAR.test(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** Bytes of an oversized body we still read (and drop) so the client gets our answer, not a reset. */
const DISCARD_MAX_BYTES = 16 * 1024 * 1024;
const DISCARD_TIMEOUT_MS = 10_000;

/**
 * Reads and drops the rest of a request body. Closing a socket with unread data makes the kernel send a
 * reset, and a client still writing its body would lose our answer with it. Bounded, so a client
 * streaming without end still gets cut off. Resolves whether the body ended.
 */
function discardBody(raw: IncomingMessage): Promise<boolean> {
  if (raw.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onAbort);
      raw.off('close', onAbort);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onAbort = () => finish(raw.readableEnded);
    const timer = setTimeout(() => finish(false), DISCARD_TIMEOUT_MS);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onAbort);
    raw.once('close', onAbort);
    raw.resume();
  });
}

/**
 * Errors Fastify raises before a request reaches a route (undecodable percent-encoding, an over-long
 * path parameter): the API answers them in the envelope too. Passed as Fastify's `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = ROUTING_ERRORS[error.code];
  if (!known) request.log.error({ err: error }, 'routing failed');
  const { status, msg } = known ?? { status: 500, msg: ErrMessage[ErrCode.SERVER_ERROR] };
  if (!isApiPath(request.url)) return reply.status(status).type('text/plain; charset=utf-8').send(msg);
  const code = known ? ErrCode.VALIDATION : ErrCode.SERVER_ERROR;
  return reply.status(status).type('application/json; charset=utf-8').send(fail(code, msg));
}

/**
 * Every API failure leaves as the envelope. Client-caused input never yields a 500: validation and
 * parse errors answer errCode 400 with the first message, and only our own faults are logged as errors.
 */
export const errorsPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    // A POST without a body validates as an empty object, so a missing field gets its own message.
    if (request.body === undefined || request.body === null) request.body = {};
    // One check for every field of every API call, typed or not, before any of it reaches a query.
    if (apiRouteOf(request) && [request.body, request.query, request.params].some(hasControlChar)) {
      throw badRequest(CONTROL_CHAR_MSG);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.type('application/json; charset=utf-8');
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(fail(error.code, error.message, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const msg = error.validation[0]?.message || ErrMessage[ErrCode.VALIDATION];
      return reply.status(200).send(fail(ErrCode.VALIDATION, msg));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(fail(ErrCode.SERVER_ERROR, ErrMessage[ErrCode.SERVER_ERROR]));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify refuses before reading the body and asks to close the connection; read it first.
      return discardBody(request.raw).then((ended) => {
        if (ended) reply.removeHeader('connection');
        return reply.status(413).send(fail(ErrCode.VALIDATION, TOO_LARGE_MSG));
      });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(fail(ErrCode.VALIDATION, MEDIA_TYPE_MSG));
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send(fail(ErrCode.RATE_LIMITED, ErrMessage[ErrCode.RATE_LIMITED]));
    if (status >= 400 && status < 500) {
      return reply.status(status === 404 ? 404 : 200).send(fail(ErrCode.VALIDATION, BAD_BODY_MSG));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(ErrCode.SERVER_ERROR, ErrMessage[ErrCode.SERVER_ERROR]));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply
      .status(404)
      .type('application/json; charset=utf-8')
      .send(fail(ErrCode.NOT_FOUND, ErrMessage[ErrCode.NOT_FOUND]));
  });
});
