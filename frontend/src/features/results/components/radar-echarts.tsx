import { RadarChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { RadarSeries } from './radar-figure';

// Only what a radar needs (no legend component: the figure draws its own, keyboard-operable legend): this module is
// a lazy chunk of the results hub, never part of /login's download (scripts/check-budget.mjs).
echarts.use([RadarChart, TooltipComponent, SVGRenderer]);

const LINE_TYPES = ['solid', 'dashed', 'dotted'] as const;

export interface RadarEchartsProps {
  axes: readonly string[];
  series: readonly (RadarSeries & { colour: string; index: number })[];
  height: number;
  /** a narrow screen: a smaller radius and shorter lines of axis names */
  compact: boolean;
}

/** An axis name on lines of at most `width` characters, broken between words (echarts' radar does not wrap). */
export function wrapAxisName(name: string, width: number): string {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

/**
 * The radar itself: domain 0-4, one polygon per series. echarts draws a missing value at the centre (as if it were
 * 0: radarLayout's getValueMissingPoint), which would read as the lowest rating; so a series with a value withheld or
 * not answered yet is drawn only where it has values, as its numbers at those points, with no symbol, line or area
 * through the centre. The table view has every number, and the page says why a value is missing.
 */
export default function RadarEcharts({ axes, series, height, compact }: RadarEchartsProps) {
  const option = {
    animation: false,
    tooltip: { trigger: 'item', confine: true },
    radar: {
      indicator: axes.map((name) => ({ name: wrapAxisName(name, compact ? 11 : 18), min: 0, max: 4 })),
      splitNumber: 4,
      radius: compact ? '56%' : '68%',
      axisName: { color: '#1B2426', fontSize: compact ? 11 : 12, lineHeight: compact ? 13 : 15 },
      axisLabel: { show: false },
    },
    series: [
      {
        type: 'radar',
        symbolSize: 6,
        data: series
          .filter((s) => s.values.some((v) => v !== null))
          .map((s) => {
            const gaps = s.values.some((v) => v === null);
            return {
              name: s.name,
              value: s.values.map((v) => (v === null ? '-' : v)),
              // the missing points sit at the centre: no symbol, line or area there reads as a value
              symbolSize: gaps ? 0 : 6,
              itemStyle: { color: s.colour },
              lineStyle: { color: s.colour, width: gaps ? 0 : 2, type: LINE_TYPES[s.index % LINE_TYPES.length] },
              areaStyle: { color: s.colour, opacity: gaps ? 0 : 0.08 },
              // its values written where they are (echarts writes no label for a missing one)
              ...(gaps && { label: { show: true, color: s.colour, fontWeight: 'bold' } }),
            };
          }),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg' }} style={{ height }} />;
}
