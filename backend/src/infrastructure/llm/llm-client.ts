import { Inject, Injectable, Logger } from '@nestjs/common';
import OpenAI, { APIConnectionError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { APP_CONFIG, isOffline, type AppConfig } from '../../config/app-config';

export type LlmMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export interface LlmAnswer {
  text: string;
  /** total tokens the provider reported (prompt + completion); estimated when it reported none */
  tokens: number;
}

/**
 * The provider failed (after the client's retries) or answered something unusable. Its message is ours and safe
 * to show: the provider's own text, which may quote a key or an internal address, stays out of it.
 */
export class LlmUnavailableError extends Error {
  constructor(
    readonly reason: string,
    readonly status: number | null,
  ) {
    super('The AI model is unavailable');
    this.name = 'LlmUnavailableError';
  }
}

/** About four characters per token: the estimate when a server reports no usage (and for offline answers). */
export const estimateTokens = (...texts: string[]): number =>
  Math.ceil(texts.reduce((sum, text) => sum + text.length, 0) / 4);

const SUGGESTIONS_SCHEMA = {
  type: 'object',
  properties: { suggestions: { type: 'array', items: { type: 'string' }, maxItems: 3 } },
  required: ['suggestions'],
  additionalProperties: false,
} as const;

/**
 * The chat model through the `openai` package: OpenAI itself or any compatible server (OPENAI_BASE_URL). The
 * client retries 408/409/429/5xx and connection errors with its bounded exponential backoff (honouring
 * Retry-After), `maxRetries` times; what still fails becomes an LlmUnavailableError.
 */
@Injectable()
export class LlmClient {
  private readonly logger = new Logger('llm');
  private readonly client: OpenAI | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const llm = config.llm;
    this.client = isOffline(llm)
      ? null
      : new OpenAI({
          // a local server (Ollama, vLLM) needs no key, but the client insists on one
          apiKey: llm.apiKey ?? 'not-needed',
          baseURL: llm.baseUrl ?? undefined,
          maxRetries: llm.maxRetries,
          timeout: llm.timeoutMs,
        });
  }

  get configured(): boolean {
    return this.client !== null;
  }

  get model(): string {
    return this.config.llm.model;
  }

  /** Streams the answer: `onDelta` gets each piece of text as it arrives; resolves with the whole text. */
  async stream(messages: LlmMessage[], onDelta: (text: string) => void, signal?: AbortSignal): Promise<LlmAnswer> {
    const client = this.required();
    let text = '';
    let tokens: number | null = null;
    try {
      const stream = await client.chat.completions.create(
        {
          model: this.model,
          messages: messages as ChatCompletionMessageParam[],
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal },
      );
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content ?? '';
        if (piece) {
          text += piece;
          onDelta(piece);
        }
        if (chunk.usage) tokens = chunk.usage.total_tokens;
      }
    } catch (error) {
      throw this.unavailable(error, 'stream');
    }
    if (!text.trim()) throw new LlmUnavailableError('empty answer', null);
    return { text, tokens: tokens ?? estimateTokens(...messages.map((m) => m.content), text) };
  }

  /**
   * Up to three follow-up questions by structured output (response_format json_schema), a second small call after
   * the streamed answer: the answer streams as plain text, the questions come back as checked JSON.
   */
  async suggestions(messages: LlmMessage[]): Promise<{ suggestions: string[]; tokens: number }> {
    const client = this.required();
    try {
      const completion = await client.chat.completions.create({
        model: this.model,
        messages: messages as ChatCompletionMessageParam[],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'follow_up_questions', strict: true, schema: SUGGESTIONS_SCHEMA },
        },
      });
      const content = completion.choices[0]?.message?.content ?? '';
      const tokens = completion.usage?.total_tokens ?? estimateTokens(...messages.map((m) => m.content), content);
      return { suggestions: parseSuggestions(content), tokens };
    } catch (error) {
      throw this.unavailable(error, 'suggestions');
    }
  }

  private required(): OpenAI {
    if (!this.client) throw new LlmUnavailableError('no model configured', null);
    return this.client;
  }

  /** Logs the status and the kind of failure only: a provider's message may quote the key it was sent. */
  private unavailable(error: unknown, call: string): LlmUnavailableError {
    if (error instanceof LlmUnavailableError) return error;
    const status = error instanceof APIError && typeof error.status === 'number' ? error.status : null;
    const kind =
      error instanceof APIConnectionError ? 'connection' : error instanceof APIError ? 'api' : (error as Error)?.name;
    this.logger.warn({ msg: 'model call failed', call, status, kind });
    return new LlmUnavailableError(kind ?? 'unknown', status);
  }
}

/** The questions of a structured answer: strings only, trimmed, non-empty, at most three. Anything else: none. */
export function parseSuggestions(content: string): string[] {
  try {
    const parsed = JSON.parse(content) as { suggestions?: unknown };
    if (!Array.isArray(parsed?.suggestions)) return [];
    return parsed.suggestions
      .filter((s): s is string => typeof s === 'string')
      .map((s) => s.replace(/\s+/g, ' ').trim().slice(0, 300))
      .filter(Boolean)
      .slice(0, 3);
  } catch {
    return [];
  }
}
