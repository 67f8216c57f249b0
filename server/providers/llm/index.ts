import type { Config } from '../../config';
import { LocalLlmProvider } from './local';
import { OpenAiCompatibleProvider } from './openai';
import type { LlmProvider } from './types';

export type { LlmMessage, LlmProvider, LlmRequest, Passage } from './types';
export { LlmTimeoutError } from './types';

/** The configured model, else the local adapter that quotes the site (docs/api/ai.md). */
export function createLlmProvider(config: Config): LlmProvider {
  return config.llm ? new OpenAiCompatibleProvider(config.llm) : new LocalLlmProvider();
}
