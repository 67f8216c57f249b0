import type { Config } from '../../config';
import { LocalLlmProvider } from './local';
import { OpenAiCompatibleProvider } from './openai';
import type { LlmProvider } from './types';

export type { LlmMessage, LlmProvider, LlmRequest, Passage } from './types';
export { LlmTimeoutError } from './types';

/**
 * The configured model, else the local adapter that quotes the site (docs/api/ai.md). Tests stream the
 * local answer without its reading pace: they check the pieces, not the pauses between them.
 */
export function createLlmProvider(config: Config): LlmProvider {
  if (config.llm) return new OpenAiCompatibleProvider(config.llm);
  return config.env === 'test' ? new LocalLlmProvider(0) : new LocalLlmProvider();
}
