import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrCode, ErrMessage } from '../../common/error-codes';
import { fail as envelope } from '../lib/envelope';
import { AppError } from '../lib/errors';

const BAD_BODY_MSG = '请求格式错误';

/**
 * Every API failure leaves as the envelope. Client-caused input never yields a 500: validation and
 * parse errors answer errCode 400 with the first message, and only our own faults are logged as errors.
 */
export const errorsPlugin = fp(async (app) => {
  /** Pre-serialised, so a route's success schema never applies to an error envelope. */
  const fail = (code: string, msg: string, data: unknown = null) => JSON.stringify(envelope(code, msg, data));

  // A POST without a body validates as an empty object, so a missing field gets its own message.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
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
