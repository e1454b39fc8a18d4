import * as echarts from 'echarts';
import type { ReportChart } from './receiver-report';

/** The first colours of the results hub's 10-colour palette (frontend/src/shared/ui/chart-palette.ts), in its order. */
export const REPORT_PALETTE = ['#00695C', '#C2410C', '#1D4ED8', '#A21CAF', '#4D7C0F'];

/** Axis labels wrap at this many characters so that long question names stay inside the chart. */
const WRAP = 18;
const wrap = (text: string) => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + word.length + 1 <= WRAP) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
};

/**
 * One chart type's radar as an SVG string, rendered on the server by echarts' SSR (no DOM, no canvas): the 0-4
 * domain of the hub, one polygon per series that has a value to show. echarts draws an empty value ('-') of a radar
 * polygon at the centre, as if it were 0, so a series with a withheld or missing value is drawn as points only, at
 * the places echarts' radar puts them (first axis at the top, then counter-clockwise), never at the centre.
 */
export function radarSvg(chart: ReportChart, size: { width: number; height: number }): string {
  const series = chart.series
    .map((s, i) => ({ s, colour: REPORT_PALETTE[i % REPORT_PALETTE.length] }))
    .filter(({ s }) => s.values.some((v) => v.value !== null));
  const n = chart.questions.length;
  const centre = [size.width / 2, size.height * 0.46];
  const radius = Math.min(size.width, size.height) * (n > 8 ? 0.31 : 0.33);
  const at = (axis: number, value: number) => {
    const angle = Math.PI / 2 + (axis * 2 * Math.PI) / n;
    const r = (value / 4) * radius;
    return [centre[0] + r * Math.cos(angle), centre[1] - r * Math.sin(angle)];
  };
  const points = series
    .filter(({ s }) => s.values.some((v) => v.value === null))
    .flatMap(({ s, colour }) =>
      s.values.flatMap((v, axis) => {
        if (v.value === null) return [];
        const [cx, cy] = at(axis, v.value);
        return [{ type: 'circle', shape: { cx, cy, r: 4 }, style: { fill: colour }, z: 10 }];
      }),
    );
  const instance = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    instance.setOption({
      animation: false,
      textStyle: { fontFamily: 'Helvetica, Arial, sans-serif' },
      legend: {
        bottom: 0,
        itemWidth: 14,
        itemHeight: 10,
        textStyle: { fontSize: 12, color: '#1F2937' },
        data: series.map(({ s }) => s.label),
      },
      radar: {
        center: centre,
        radius,
        splitNumber: 4,
        indicator: chart.questions.map((q) => ({ name: wrap(q.name), min: 0, max: 4 })),
        axisName: { color: '#374151', fontSize: 11, lineHeight: 13 },
        splitArea: { areaStyle: { color: ['#FFFFFF', '#F3F4F6'] } },
        splitLine: { lineStyle: { color: '#D1D5DB' } },
        axisLine: { lineStyle: { color: '#D1D5DB' } },
      },
      graphic: points,
      series: [
        {
          type: 'radar',
          data: series.map(({ s, colour }) => {
            const whole = s.values.every((v) => v.value !== null);
            return {
              name: s.label,
              value: s.values.map((v) => (v.value === null ? '-' : v.value)),
              symbol: whole ? 'circle' : 'none',
              symbolSize: 5,
              itemStyle: { color: colour },
              lineStyle: { color: colour, width: 2, opacity: whole ? 1 : 0 },
              areaStyle: { color: colour, opacity: whole ? 0.08 : 0 },
            };
          }),
        },
      ],
    });
    return instance.renderToSVGString();
  } finally {
    instance.dispose();
  }
}
