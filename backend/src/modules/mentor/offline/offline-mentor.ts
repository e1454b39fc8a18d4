import { Injectable } from '@nestjs/common';
import { MAX_MENTOR_SUGGESTIONS, MentorMessages } from '@gc/contracts';
import { PLAYBOOK, PLAYBOOK_VERSION, type PlaybookArticle } from '../playbook/playbook';
import { Bm25Index } from './bm25';
import { tokenize } from './tokenize';

export interface OfflineAnswer {
  /** null when no article matched */
  article: PlaybookArticle | null;
  text: string;
  suggestions: string[];
}

/** Title and keywords count three times, so an article is found by what it is about before what it mentions. */
const FIELD_WEIGHT = 3;

/**
 * GrowthMentor without a model: the playbook article that best matches the question by BM25, quoted as it is
 * under a visible offline label, with the next-best articles offered as follow-up questions. Nothing generated.
 */
@Injectable()
export class OfflineMentor {
  private readonly index = new Bm25Index(
    PLAYBOOK.map((article) => {
      const heading = tokenize(`${article.title} ${article.keywords.join(' ')}`);
      return [...Array.from({ length: FIELD_WEIGHT }, () => heading).flat(), ...tokenize(article.body)];
    }),
  );

  /** The articles that match `question`, best first. */
  rank(question: string): PlaybookArticle[] {
    return this.index.search(tokenize(question)).map((hit) => PLAYBOOK[hit.index]);
  }

  answer(question: string): OfflineAnswer {
    const ranked = this.rank(question);
    const best = ranked[0] ?? null;
    if (!best) {
      const starters = ['customer-interviews', 'equity-split', 'prioritisation'];
      return {
        article: null,
        text: [
          `${MentorMessages.offlineLabel} (version ${PLAYBOOK_VERSION}).`,
          '',
          'No playbook article matches your question. The playbook covers cofounder relationships, customer discovery, validation, fundraising, hiring, operating cadence and team dynamics: try asking about one of those.',
        ].join('\n'),
        suggestions: starters.map((id) => PLAYBOOK.find((a) => a.id === id)!.question),
      };
    }
    return {
      article: best,
      text: [`${MentorMessages.offlineLabel} — "${best.title}"`, '', best.body].join('\n'),
      suggestions: ranked.slice(1, 1 + MAX_MENTOR_SUGGESTIONS).map((article) => article.question),
    };
  }
}
