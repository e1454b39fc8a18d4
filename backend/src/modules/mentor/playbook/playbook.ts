import { customerArticles } from './customers.articles';
import { founderArticles } from './founders.articles';
import { growthArticles } from './growth.articles';
import type { PlaybookArticle } from './playbook-article';

export type { PlaybookArticle } from './playbook-article';

/** The offline mentor's curated startup playbook. Bump the version whenever an article changes. */
export const PLAYBOOK_VERSION = '2026.12.1';

export const PLAYBOOK: readonly PlaybookArticle[] = [...founderArticles, ...customerArticles, ...growthArticles];
