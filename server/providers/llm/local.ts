import { setTimeout as sleep } from 'node:timers/promises';
import { AI_MSG, AI_NO_MODEL_NOTICE, AI_SOURCE_TYPE_LABELS } from '../../../common/ai';
import type { LlmProvider, LlmRequest, Passage } from './types';

/** Characters per piece and the pause between pieces: reads like a model's stream, finishes in seconds. */
const PIECE_CHARS = 8;
const PIECE_DELAY_MS = 12;

/** A quote stays on its blockquote line: line breaks and Markdown-active characters are flattened. */
const quoteText = (s: string) => s.replace(/\s+/g, ' ').replace(/([\\`*_[\]<>#|])/g, '\\$1');

/** The local answer: what the site says about the question, quoted with links, without a model. */
export function localAnswer(passages: Passage[]): string {
  if (passages.length === 0) return `${AI_NO_MODEL_NOTICE}\n\n${AI_MSG.nothingFound}`;
  const items = passages.map(
    (p, i) =>
      `${i + 1}. [${quoteText(p.title)}](${p.link})（${AI_SOURCE_TYPE_LABELS[p.type]}）\n\n   > ${quoteText(p.text)}`,
  );
  return `${AI_NO_MODEL_NOTICE}\n\n${items.join('\n\n')}`;
}

/**
 * The adapter used when no language model is configured (`npm start` as it comes): it builds the answer
 * from the retrieved passages, whose text retrieval already cut to the sentences most relevant to the
 * question, and says plainly that no model is configured. Streamed in pieces, like a model.
 */
export class LocalLlmProvider implements LlmProvider {
  readonly name = 'local';

  constructor(private readonly delayMs = PIECE_DELAY_MS) {}

  async *stream(req: LlmRequest): AsyncIterable<string> {
    const answer = localAnswer(req.passages);
    for (let i = 0; i < answer.length; i += PIECE_CHARS) {
      if (req.signal.aborted) return;
      yield answer.slice(i, i + PIECE_CHARS);
      if (this.delayMs > 0) await sleep(this.delayMs);
    }
  }
}
