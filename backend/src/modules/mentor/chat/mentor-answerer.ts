import { Inject, Injectable, Logger } from '@nestjs/common';
import { estimateTokens, LlmClient, type LlmMessage } from '../../../infrastructure/llm/llm-client';
import type { AuthenticatedUser } from '../../identity';
import { OfflineMentor } from '../offline/offline-mentor';
import { describeResults, MemberResultsSource, type AggregatedResults } from '../grounding/member-results-source';
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
 * member allowed it, their own released results); the member's texts only ever go in user messages. Offline, the
 * same results steer which playbook article is picked (the member's weakest axes).
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
    input: { caller: AuthenticatedUser; useResults: boolean; history: Exchange[]; message: string },
    onDelta: (text: string) => void,
  ): Promise<MentorAnswer> {
    const results = input.useResults ? await this.resultsOf(input.caller) : null;
    if (!this.llm.configured) {
      const offline = this.offline.answer(input.message, results);
      onDelta(offline.text);
      return {
        response: offline.text,
        suggestions: offline.suggestions,
        offline: true,
        tokens: estimateTokens(input.message, offline.text),
      };
    }
    const system = results
      ? `${MENTOR_SYSTEM_PROMPT}\n\nUse these to make your advice specific when relevant.\n${describeResults(results)}`
      : MENTOR_SYSTEM_PROMPT;
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

  /** The caller's own released results; a failure to read them costs the grounding, never the answer. */
  private async resultsOf(caller: AuthenticatedUser): Promise<AggregatedResults | null> {
    try {
      return await this.results.latestFor(caller);
    } catch (error) {
      const { name, message } = error as Error;
      this.logger.warn({ msg: 'answered without the member results', error: `${name}: ${message}` });
      return null;
    }
  }
}
