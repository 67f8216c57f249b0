import OpenAI, { APIConnectionTimeoutError } from 'openai';
import type { LlmConfig } from '../../config';
import { type LlmProvider, type LlmRequest, LlmTimeoutError } from './types';

/**
 * Any OpenAI-compatible chat API (DeepSeek, Qwen/DashScope, Moonshot, llama.cpp, Ollama…), streaming.
 * The SDK retries a failed start (connection errors, 408/409/429/5xx) and times out each attempt until
 * the answer starts; once it streams, a piece must follow the last within the same time or the answer
 * is cut off as timed out (the SDK's timeout does not cover a stalled body).
 */
export class OpenAiCompatibleProvider implements LlmProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly cfg: LlmConfig) {
    this.client = new OpenAI({
      baseURL: cfg.baseUrl,
      // The SDK insists on a key; local servers ignore the header.
      apiKey: cfg.apiKey || 'none',
      timeout: cfg.timeoutMs,
      maxRetries: cfg.maxRetries,
      // Its own logging stays off: request options carry the key.
      logLevel: 'off',
    });
  }

  async *stream(req: LlmRequest): AsyncIterable<string> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    if (req.signal.aborted) return;
    req.signal.addEventListener('abort', abort, { once: true });
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.cfg.timeoutMs);
    };
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.cfg.model,
          stream: true,
          messages: [{ role: 'system', content: req.system }, ...req.messages],
        },
        { signal: controller.signal },
      );
      arm();
      for await (const chunk of stream) {
        arm();
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) yield piece;
      }
      // The SDK's stream ends quietly when aborted: a stall must still fail as one.
      if (timedOut) throw new LlmTimeoutError();
    } catch (err) {
      if (timedOut || err instanceof APIConnectionTimeoutError) throw new LlmTimeoutError();
      throw err;
    } finally {
      clearTimeout(timer);
      req.signal.removeEventListener('abort', abort);
    }
  }
}
