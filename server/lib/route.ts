import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '../../common/api';

/** The app with zod typing, as every *.routes.ts registers its routes. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** Success response schema; error envelopes bypass it (plugins/errors.ts sends them pre-serialised). */
export const replies = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

export const emptyReply = replies(z.null());
