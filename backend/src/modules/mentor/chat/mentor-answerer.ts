import { Inject, Injectable, Logger } from '@nestjs/common';
import { estimateTokens, LlmClient, type LlmMessage } from '../../../infrastructure/llm/llm-client';
import { OfflineMentor } from '../offline/offline-mentor';
import { describeResults, MemberResultsSource } from '../grounding/member-results-source';
import { MENTOR_SYSTEM_PROMPT, SUGGESTIONS_PROMPT } from './system-prompt';

export interface Exchange {
  message: string;
  response: string;
}

export interface MentorAnswer {
  response: string;
  suggestions: string[];
  offline: boolean;
  tokens: number;
}

/** How many earlier exchanges of the session the model sees. */
const HISTORY_EXCHANGES = 10;

/**
 * Produces the mentor's answer: the configured model (streamed, then up to three follow-up questions by structured
 * output), or the offline playbook when no model is configured. The system message is fixed (plus, when the
 * member allowed it, their own aggregated results); the member's texts only ever go in user messages.
 */
@Injectable()
export class MentorAnswerer {
  private readonly logger = new Logger('mentor');

  constructor(
    private readonly llm: LlmClient,
    private readonly offline: OfflineMentor,
    @Inject(MemberResultsSource) private readonly results: MemberResultsSource,
  ) {}

  get isOffline(): boolean {
    return !this.llm.configured;
  }

  async answer(
    input: { userId: string; clientId: string | null; useResults: boolean; history: Exchange[]; message: string },
    onDelta: (text: string) => void,
  ): Promise<MentorAnswer> {
    if (!this.llm.configured) {
      const offline = this.offline.answer(input.message);
      onDelta(offline.text);
      return {
        response: offline.text,
        suggestions: offline.suggestions,
        offline: true,
        tokens: estimateTokens(input.message, offline.text),
      };
    }
    const system = await this.systemPrompt(input.userId, input.clientId, input.useResults);
    const messages: LlmMessage[] = [{ role: 'system', content: system }];
    for (const exchange of input.history.slice(-HISTORY_EXCHANGES)) {
      messages.push({ role: 'user', content: exchange.message }, { role: 'assistant', content: exchange.response });
    }
    messages.push({ role: 'user', content: input.message });
    const answer = await this.llm.stream(messages, onDelta);
    let suggestions: string[] = [];
    let tokens = answer.tokens;
    try {
      const followUps = await this.llm.suggestions([
        { role: 'system', content: `${MENTOR_SYSTEM_PROMPT}\n\n${SUGGESTIONS_PROMPT}` },
        { role: 'user', content: input.message },
        { role: 'assistant', content: answer.text },
      ]);
      suggestions = followUps.suggestions;
      tokens += followUps.tokens;
    } catch {
      // the answer stands without follow-up questions; the failure is logged by the client
      this.logger.warn({ msg: 'answer stored without suggestions' });
    }
    return { response: answer.text, suggestions, offline: false, tokens };
  }

  private async systemPrompt(userId: string, clientId: string | null, useResults: boolean): Promise<string> {
    if (!useResults) return MENTOR_SYSTEM_PROMPT;
    const results = await this.results.latestFor(userId, clientId);
    if (!results) return MENTOR_SYSTEM_PROMPT;
    return `${MENTOR_SYSTEM_PROMPT}\n\nUse these to make your advice specific when relevant.\n${describeResults(results)}`;
  }
}
