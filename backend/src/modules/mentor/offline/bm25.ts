/**
 * Okapi BM25 over a small fixed corpus (the playbook): documents are token lists, a query is ranked against all of
 * them. k1 = 1.2 and b = 0.75, the usual defaults; idf is the non-negative form ln(1 + (N - df + 0.5) / (df + 0.5)).
 */
export interface Bm25Hit {
  index: number;
  score: number;
}

export class Bm25Index {
  private readonly termFrequencies: Map<string, number>[];
  private readonly lengths: number[];
  private readonly averageLength: number;
  private readonly documentFrequency = new Map<string, number>();

  constructor(
    documents: string[][],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    this.termFrequencies = documents.map((tokens) => {
      const tf = new Map<string, number>();
      for (const token of tokens) tf.set(token, (tf.get(token) ?? 0) + 1);
      for (const term of tf.keys()) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      return tf;
    });
    this.lengths = documents.map((tokens) => tokens.length);
    this.averageLength = this.lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, documents.length);
  }

  idf(term: string): number {
    const n = this.termFrequencies.length;
    const df = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Every document with a score above zero, best first (ties keep corpus order). */
  search(query: string[]): Bm25Hit[] {
    const terms = [...new Set(query)].filter((term) => this.documentFrequency.has(term));
    const hits: Bm25Hit[] = [];
    this.termFrequencies.forEach((tf, index) => {
      let score = 0;
      const norm = this.k1 * (1 - this.b + (this.b * this.lengths[index]) / this.averageLength);
      for (const term of terms) {
        const f = tf.get(term) ?? 0;
        if (f > 0) score += this.idf(term) * ((f * (this.k1 + 1)) / (f + norm));
      }
      if (score > 0) hits.push({ index, score });
    });
    return hits.sort((x, y) => y.score - x.score || x.index - y.index);
  }
}
