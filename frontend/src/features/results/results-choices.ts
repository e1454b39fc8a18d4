import { useCallback, useState } from 'react';
import type { StatOption, StatType } from '@gc/contracts';

/** The main and comparison options of a chart. */
export interface ChartChoice {
  main: StatOption;
  comparison: StatOption;
}

/** Both options offered (and not the same series twice); 'No comparison' is always offered. */
export function isOffered(choice: ChartChoice, offered: readonly StatOption[]): boolean {
  return (
    offered.includes(choice.main) &&
    (choice.comparison === 'NO_COMPARISON' ||
      (choice.comparison !== choice.main && offered.includes(choice.comparison)))
  );
}

/** The first of the candidates the chart offers, else the defaults. */
export function firstOffered(
  candidates: readonly (ChartChoice | null | undefined)[],
  offered: readonly StatOption[],
  defaults: ChartChoice,
): ChartChoice {
  return candidates.find((choice): choice is ChartChoice => !!choice && isOffered(choice, offered)) ?? defaults;
}

interface Picked {
  byType: Partial<Record<StatType, ChartChoice>>;
  latest: ChartChoice | null;
}

/**
 * The user's main and comparison choices, kept per chart type so that a switch of chart type (or of reflection, or
 * of receiver) does not lose them: a chart shows what the user chose for its type, else their latest choice carried
 * over, as long as the chart offers it, else the defaults. Only what the user picks is kept; defaults never carry.
 */
export function useChartChoices() {
  const [picked, setPicked] = useState<Picked>({ byType: {}, latest: null });
  const shown = useCallback(
    (type: StatType, offered: readonly StatOption[], defaults: ChartChoice) =>
      firstOffered([picked.byType[type], picked.latest], offered, defaults),
    [picked],
  );
  const choose = useCallback(
    (type: StatType, choice: ChartChoice) =>
      setPicked((before) => ({ byType: { ...before.byType, [type]: choice }, latest: choice })),
    [],
  );
  return { shown, choose };
}

/**
 * The receiver an administrator's chart and PDF are about: their pick while it is one of this reflection's
 * receivers, else themself when they receive it, else the first receiver; null when it has none.
 */
export function receiverOf(
  receivers: readonly { user_id: string }[],
  pick: { reflectionId: string; userId: string } | null,
  reflectionId: string,
  viewerId: string,
): string | null {
  const ids = receivers.map((r) => r.user_id);
  if (pick && pick.reflectionId === reflectionId && ids.includes(pick.userId)) return pick.userId;
  return ids.includes(viewerId) ? viewerId : (ids[0] ?? null);
}

/**
 * What the chart shows once an administrator picks a receiver: that receiver's results, kept where the chart
 * already shows 'Results', else as the comparison beside the main, else alone; null when the chart type has no
 * results of a receiver (team dynamics), the choice then unchanged.
 */
export function showingResults(current: ChartChoice, offered: readonly StatOption[]): ChartChoice | null {
  if (!offered.includes('MY_RESULTS')) return null;
  const shows = current.main === 'MY_RESULTS' || current.comparison === 'MY_RESULTS';
  const next: ChartChoice = shows ? current : { main: current.main, comparison: 'MY_RESULTS' };
  return isOffered(next, offered) ? next : { main: 'MY_RESULTS', comparison: 'NO_COMPARISON' };
}
