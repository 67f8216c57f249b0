/** Analytics events (`/api/v1/user/trace`): counted per China day, action key and source. */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';

export const TRACE_SOURCES = ['web', 'h5', 'app'] as const;
export type TraceSource = (typeof TRACE_SOURCES)[number];

/** Short machine keys such as `search_scope:2`: bounded, so a caller cannot make arbitrary rows. */
export const TRACE_ACTION = /^[a-z0-9_.:-]{1,64}$/;

export const TRACE_MSG = { badAction: '事件名称有误', badSource: '来源有误' } as const;

export const traceBody = z.object({
  action: z.string({ error: TRACE_MSG.badAction }).regex(TRACE_ACTION, TRACE_MSG.badAction),
  source: z.enum(TRACE_SOURCES, { error: TRACE_MSG.badSource }).default('web'),
});
