import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import styles from './BarChart.module.scss';

export interface BarSeries {
  label: string;
  /** One value per label; null leaves the place empty. */
  values: (number | null)[];
  /** The bar colour: a class of BarChart.module.scss (`bar`, `bar--muted`). */
  tone?: 'bar' | 'bar--muted';
}

export interface BarChartProps {
  /** The x axis: one label per bar (dates, periods). */
  labels: string[];
  /** What the x axis is (기간, 작성일): the legend's first entry. */
  xLabel: string;
  series: BarSeries[];
  /** How a value reads on the y axis, on the bars and in the legend (12,000원, 5점). */
  format: (value: number) => string;
  /** A fixed top of the y axis (5 for scores); else from the data. */
  yMax?: number;
  height?: number;
}

// uPlot needs a canvas and matchMedia (a browser); elsewhere (jsdom) the data table stands alone.
const canDraw = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  typeof ResizeObserver !== 'undefined';

/**
 * A bar chart drawn by uPlot, which loads with the first chart shown (its own chunk: the routes
 * with a chart pay for it, no other). Axes, the values on the bars (when they fit) and a legend
 * with the hovered value; the canvas is hidden from screen readers: every chart here has its
 * data table beside it.
 */
export function BarChart({ labels, xLabel, series, format, yMax, height = 240 }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || !canDraw()) return;
    let plot: uPlot | null = null;
    let gone = false;
    const colour = (tone: string) => {
      const probe = document.createElement('span');
      probe.className = styles[tone] ?? '';
      el.appendChild(probe);
      const c = getComputedStyle(probe).color;
      probe.remove();
      return c;
    };
    const observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height }));
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([mod]) => {
      if (gone) return;
      const UPlot = mod.default;
      const text = getComputedStyle(el).color;
      // Values on the bars when each bar has room for one; the legend shows the hovered one.
      const showValues = el.clientWidth / Math.max(1, labels.length) >= 56;
      const opts: uPlot.Options = {
        width: el.clientWidth,
        height,
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.6, max + 0.6] },
          y: { range: (_u, _min, max) => [0, yMax ?? (max > 0 ? max * 1.15 : 1)] },
        },
        axes: [
          {
            stroke: text,
            grid: { show: false },
            incrs: [1, 2, 3, 5, 7, 10, 14, 30],
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
          },
          {
            stroke: text,
            size: 96,
            values: (_u, splits) => splits.map((v) => format(v)),
          },
        ],
        legend: { show: true, live: true },
        cursor: { y: false, points: { show: false } },
        series: [
          { label: xLabel, value: (_u, i) => (i === null ? '' : (labels[i] ?? '')) },
          ...series.map((s) => {
            const c = colour(s.tone ?? 'bar');
            return {
              label: s.label,
              fill: c,
              stroke: c,
              width: 0,
              points: { show: false },
              paths: UPlot.paths.bars!({ size: [0.6, 48], align: 0 }),
              value: (_u: uPlot, v: number | null) => (v === null ? '-' : format(v)),
            };
          }),
        ],
        hooks: {
          draw: [
            (u) => {
              if (!showValues) return;
              const ctx = u.ctx;
              ctx.save();
              ctx.fillStyle = text;
              ctx.font = `${Math.round(11 * devicePixelRatio)}px sans-serif`;
              ctx.textAlign = 'center';
              u.data.slice(1).forEach((values) =>
                values.forEach((v, i) => {
                  if (v === null || v === undefined || v === 0) return;
                  const x = u.valToPos(i, 'x', true);
                  const y = u.valToPos(v, 'y', true) - 4 * devicePixelRatio;
                  ctx.fillText(format(v), x, y);
                }),
              );
              ctx.restore();
            },
          ],
        },
      };
      plot = new UPlot(opts, [labels.map((_, i) => i), ...series.map((s) => s.values)], el);
      observer.observe(el);
    });
    return () => {
      gone = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [labels, xLabel, series, format, yMax, height]);
  return <div ref={box} className={styles.chart} aria-hidden="true" />;
}
