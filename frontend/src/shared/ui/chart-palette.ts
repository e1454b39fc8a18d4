/**
 * The charts' 10 colours (admin spec: a chart colour palette of 10), one per series in order. Each has at least
 * 4.5:1 contrast on white (so lines, points and legend swatches pass WCAG 1.4.11's 3:1 with room to spare), and
 * neighbours differ in hue and lightness so two series stay apart for the common colour-vision deficiencies; series
 * are also told apart by their line style and the table view.
 */
export const CHART_PALETTE = [
  '#00695C', // brand teal
  '#C2410C', // burnt orange
  '#1D4ED8', // blue
  '#A21CAF', // magenta
  '#4D7C0F', // olive green
  '#B91C1C', // red
  '#0E7490', // cyan
  '#6D28D9', // violet
  '#92400E', // brown
  '#475569', // slate
] as const;

export const chartColour = (index: number): string => CHART_PALETTE[index % CHART_PALETTE.length];
