import { comparePositions, type GlobalPosition } from '@gc/contracts';

/** The later of two positions (null = nothing written). */
export function laterPosition(a: GlobalPosition | null, b: GlobalPosition | null): GlobalPosition | null {
  if (!a) return b;
  if (!b) return a;
  return comparePositions(a, b) >= 0 ? a : b;
}
