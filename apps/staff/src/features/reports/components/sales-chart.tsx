import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartPoint {
  /** What the axis writes under the bar: short, as the bars may be narrow. */
  tick: string;
  value: number;
}

const HEIGHT = 240;
/** Room each x label needs; fewer labels are drawn when the bars are narrower. */
const LABEL_SPACE = 64;

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

function cssColor(el: Element, name: string, fallback: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim() || fallback;
}

function chartOptions(el: HTMLElement, points: ChartPoint[], seriesLabel: string): uPlot.Options {
  const bar = cssColor(el, '--c-primary', '#b5431c');
  const ink = cssColor(el, '--c-muted', '#6a564a');
  const grid = cssColor(el, '--c-border', '#e3d3c3');
  const tickAt = (i: number) => points[i]?.tick ?? '';
  const every = (u: uPlot) =>
    Math.max(
      1,
      Math.ceil(
        points.length / Math.max(1, Math.floor(u.bbox.width / uPlot.pxRatio / LABEL_SPACE)),
      ),
    );
  return {
    width: el.clientWidth,
    height: HEIGHT,
    // The caption and the table beside the chart carry the figures, so no hover legend.
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false, range: [-0.5, points.length - 0.5] } },
    axes: [
      {
        stroke: ink,
        grid: { show: false },
        splits: (u) => points.map((_, i) => i).filter((i) => i % every(u) === 0),
        values: (_u, splits) => splits.map(tickAt),
      },
      {
        stroke: ink,
        size: 56,
        grid: { stroke: grid, width: 1 },
        values: (_u, splits) => splits.map((v) => compact.format(v)),
      },
    ],
    series: [
      {},
      {
        label: seriesLabel,
        stroke: bar,
        fill: bar,
        paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
        points: { show: false },
      },
    ],
  };
}

/**
 * A bar chart drawn by uPlot. It is a picture for sighted users only (aria-hidden): the
 * caller renders the same numbers as a table beside it.
 */
export function SalesChart({ points, seriesLabel }: { points: ChartPoint[]; seriesLabel: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [points.map((_, i) => i), points.map((p) => p.value)];
    const plot = new uPlot(chartOptions(el, points, seriesLabel), data, el);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: el.clientWidth, height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, seriesLabel]);
  return <div ref={box} className="report-chart__canvas" aria-hidden="true" />;
}
