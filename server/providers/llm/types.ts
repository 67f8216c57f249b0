import type { AiSourceType } from '../../../common/ai';

/** A passage of the site an answer may quote (server/modules/ai/retrieval.ts). */
export interface Passage {
  type: AiSourceType;
  title: string;
  /** A site path. */
  link: string;
  /** Plain text: the passage's most relevant part. */
  text: string;
}

export interface LlmMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface LlmRequest {
  /** The instructions, with the numbered passages. */
  system: string;
  /** The conversation so far, ending with the question. */
  messages: LlmMessage[];
  /** The passages themselves, for an adapter that answers from them without a model. */
  passages: Passage[];
  /** Aborting it ends the stream (the reader stopped or left). */
  signal: AbortSignal;
}

/** A chat model answering in pieces as they are produced. */
export interface LlmProvider {
  readonly name: string;
  stream(req: LlmRequest): AsyncIterable<string>;
}

/** The model took too long to start answering or to send the next piece. */
export class LlmTimeoutError extends Error {
  constructor() {
    super('language model timed out');
    this.name = 'LlmTimeoutError';
  }
}
