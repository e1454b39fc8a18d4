import type { Contribution } from './results.disclosure';

/** Check 3 of the disclosure rule (results.disclosure.ts): could a viewer isolate one person's ratings? */

export const keyOf = (c: Contribution) => `${c.rater}\u0000${c.subject}`;

/**
 * Whether a viewer who reads the sums of `figures` could isolate one unknown person's ratings. Ratings that appear in
 * exactly the same figures are interchangeable for the viewer, so the columns are the distinct patterns of figures a
 * rating is in, each with the people who gave ratings of that pattern: the matrices stay as small as the number of
 * figures, whatever the team's size.
 */
export function exposesSomeone(
  figures: readonly (readonly Contribution[])[],
  unknown: (c: Contribution) => boolean,
): boolean {
  const exposure = new Exposure(unknown);
  figures.slice(0, -1).forEach((figure) => exposure.tryAdd(figure, { check: false }));
  return figures.length > 0 && exposure.tryAdd(figures[figures.length - 1], { check: true, commit: false });
}

/**
 * The figures a viewer reads, kept as patterns (which figures each unknown rating is in, and whose ratings share each
 * pattern), so that trying one more figure costs its own ratings and a rank over the few distinct patterns.
 */
export class Exposure {
  /** rating key -> the pattern it is in ('' before any figure) */
  private readonly patternOf = new Map<string, string>();
  /** pattern key (its figures, e.g. '0,2') -> how many ratings of each owner it holds */
  private readonly patterns = new Map<string, Map<string, number>>();
  private figures = 0;

  constructor(private readonly unknown: (c: Contribution) => boolean) {}

  /**
   * Adds `figure` as the next figure. With `check`, answers whether the figures with it would isolate someone; a
   * figure that would is taken back (and so is any figure when `commit` is false).
   */
  tryAdd(figure: readonly Contribution[], options: { check: boolean; commit?: boolean }): boolean {
    const row = this.figures;
    const moved: [key: string, owner: string, from: string][] = [];
    const seen = new Set<string>();
    for (const c of figure) {
      if (!this.unknown(c)) continue;
      const key = keyOf(c);
      if (seen.has(key)) continue;
      seen.add(key);
      const from = this.patternOf.get(key) ?? '';
      this.move(key, c.rater, from, from === '' ? `${row}` : `${from},${row}`);
      moved.push([key, c.rater, from]);
    }
    this.figures += 1;
    const exposes = options.check && this.isolatesSomeone();
    if (exposes || options.commit === false) {
      for (let i = moved.length - 1; i >= 0; i--) {
        const [key, owner, from] = moved[i];
        this.move(key, owner, this.patternOf.get(key)!, from);
      }
      this.figures -= 1;
    }
    return exposes;
  }

  private move(key: string, owner: string, from: string, to: string): void {
    if (from !== '') {
      const owners = this.patterns.get(from)!;
      const left = owners.get(owner)! - 1;
      if (left === 0) owners.delete(owner);
      else owners.set(owner, left);
      if (owners.size === 0) this.patterns.delete(from);
    }
    if (to === '') this.patternOf.delete(key);
    else {
      this.patternOf.set(key, to);
      const owners = this.patterns.get(to) ?? new Map<string, number>();
      owners.set(owner, (owners.get(owner) ?? 0) + 1);
      this.patterns.set(to, owners);
    }
  }

  private isolatesSomeone(): boolean {
    const all = [...this.patterns].map(([key, owners]) => {
      const vector = new Array<number>(this.figures).fill(0);
      for (const row of key.split(',')) vector[Number(row)] = 1;
      return { vector, owners };
    });
    const exclusive = new Set(all.filter((p) => p.owners.size === 1).map((p) => [...p.owners.keys()][0]));
    if (exclusive.size === 0) return false;
    const full = rank(all.map((p) => p.vector));
    for (const person of exclusive) {
      const others = all.filter((p) => !(p.owners.size === 1 && p.owners.has(person)));
      if (rank(others.map((p) => p.vector)) < full) return true;
    }
    return false;
  }
}

/** The rank of a set of small 0/1 vectors (Gaussian elimination; entries stay small rationals). */
export function rank(vectors: readonly number[][]): number {
  const m = vectors.map((v) => [...v]);
  let r = 0;
  const width = m[0]?.length ?? 0;
  for (let col = 0; col < width && r < m.length; col++) {
    let pivot = r;
    for (let i = r + 1; i < m.length; i++) if (Math.abs(m[i][col]) > Math.abs(m[pivot][col])) pivot = i;
    if (Math.abs(m[pivot][col]) < 1e-9) continue;
    [m[r], m[pivot]] = [m[pivot], m[r]];
    for (let i = r + 1; i < m.length; i++) {
      const f = m[i][col] / m[r][col];
      if (f !== 0) for (let j = col; j < width; j++) m[i][j] -= f * m[r][j];
    }
    r++;
  }
  return r;
}
