/**
 * The assistant's calls (docs/api/ai.md). The enveloped ones go through the app's client; asking answers
 * a `text/event-stream`, read here with fetch and a stream reader (EventSource cannot sign a POST).
 */
import {
  AI_LIMITS,
  type AiAskBody,
  type AiConversation,
  type AiMessage,
  type AiSessionPage,
  type AiStreamEvent,
  aiDoneEventSchema,
  aiErrorEventSchema,
  aiMetaEventSchema,
  aiTokenEventSchema,
} from '@common/ai';
import { type Envelope, ErrCode, ErrMessage } from '@common/error-codes';
import { ApiError, api, currentSignHeaders, NETWORK_ERROR_CODE } from '~/lib/api';
import { readSse, type SseEvent } from './sse';

export const AI_ASK_PATH = '/api/v1/ai/chat/ask';

export const listSessions = (start: number) =>
  api<AiSessionPage>('/api/v1/ai/session/list', { start, limit: AI_LIMITS.sessions });

export const deleteSession = (sessionId: string) =>
  api<null>('/api/v1/ai/session/delete', { session_id: sessionId });

export const conversation = (sessionId: string) =>
  api<AiConversation>('/api/v1/ai/chat/list', { session_id: sessionId });

/** The assistant's replies after a message; quiet: a poll that fails is simply tried again. */
export const replies = (sessionId: string, afterId: string | undefined) =>
  api<AiMessage[]>(
    '/api/v1/ai/chat/reply-list',
    { session_id: sessionId, after_id: afterId },
    { quiet: true },
  );

/** Quiet: the page also closes the stream, which stops the answer on the server anyway. */
export const stopAnswer = (chatId: string) =>
  api<null>('/api/v1/ai/chat/stop', { chat_id: chatId }, { quiet: true });

const SCHEMAS = {
  meta: aiMetaEventSchema,
  token: aiTokenEventSchema,
  done: aiDoneEventSchema,
  error: aiErrorEventSchema,
} as const;

/** One event of the ask stream, checked; null for an unknown or malformed one (skipped, not fatal). */
export function askEvent(raw: SseEvent): AiStreamEvent | null {
  // Own keys only: an event named after an Object.prototype member is not one of them.
  if (!Object.hasOwn(SCHEMAS, raw.event)) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw.data);
  } catch {
    return null;
  }
  const parsed = SCHEMAS[raw.event as keyof typeof SCHEMAS].safeParse(json);
  return parsed.success ? ({ event: raw.event, data: parsed.data } as AiStreamEvent) : null;
}

const NETWORK_MSG = '网络异常，请检查网络后重试';

async function post(body: AiAskBody, signal: AbortSignal): Promise<Response> {
  return fetch(AI_ASK_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...currentSignHeaders(),
    },
    body: JSON.stringify(body),
    credentials: 'include',
    signal,
  });
}

/** The envelope of an ask refused before its stream started (validation, rate limit, signature). */
async function refusal(response: Response): Promise<Envelope | null> {
  const payload: unknown = await response.json().catch(() => null);
  return typeof payload === 'object' && payload !== null && typeof (payload as Envelope).errCode === 'string'
    ? (payload as Envelope)
    : null;
}

/**
 * Asks and calls `onEvent` for each event as it arrives; settles when the stream ends. Rejects with
 * ApiError when the server refuses the question (its envelope's message) or the network fails, and with
 * the abort error when `signal` aborts.
 */
export async function ask(
  body: AiAskBody,
  signal: AbortSignal,
  onEvent: (event: AiStreamEvent) => void,
): Promise<void> {
  let response: Response;
  try {
    response = await post(body, signal);
    if (isEnvelopeAnswer(response)) {
      let envelope: Envelope | null | undefined = await refusal(response);
      // A stale signature (clock skew, a long-open tab): re-sign once, as the API client does.
      if (envelope?.errCode === ErrCode.BAD_SIGNATURE) {
        response = await post(body, signal);
        if (isEnvelopeAnswer(response)) envelope = await refusal(response);
        else envelope = undefined;
      }
      if (envelope !== undefined) throw refusalError(envelope);
    }
  } catch (error) {
    if (error instanceof ApiError || signal.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_CODE, NETWORK_MSG);
  }
  if (!response.ok || !response.body)
    throw new ApiError(NETWORK_ERROR_CODE, ErrMessage[ErrCode.SERVER_ERROR]);
  try {
    await readSse(response.body, (raw) => {
      const event = askEvent(raw);
      if (event) onEvent(event);
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_CODE, NETWORK_MSG);
  }
}

/** An enveloped refusal as the error to show; an unreadable answer is the server's failure. */
const refusalError = (envelope: Envelope | null) =>
  envelope
    ? new ApiError(
        envelope.errCode,
        envelope.msg || envelope.resultInfo || ErrMessage[ErrCode.SERVER_ERROR],
        envelope.data,
      )
    : new ApiError(NETWORK_ERROR_CODE, ErrMessage[ErrCode.SERVER_ERROR]);

const isEnvelopeAnswer = (response: Response) =>
  (response.headers.get('content-type') ?? '').includes('application/json');
