import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useLatestCallback } from '../../../lib/use-latest-callback.js';
import styles from './DriveLog.module.css';

/**
 * A bar chart drawn by Chart.js (loaded only with the drive log's charts, not with the app).
 * Only a picture: the numbers it shows are in the table beside it, which screen readers read.
 */

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChartProps {
  labels: readonly string[];
  /** Hours per label. */
  hours: readonly number[];
  /** Bars side by side (months), or lying down one per row (conditions). */
  direction: 'columns' | 'rows';
  /** How a value reads in the tooltip, e.g. "3 h 20 min". */
  describe: (hours: number) => string;
}

/** A colour of the page's theme (global.css), so the chart matches the rest of the screen. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export default function BarChart({ labels, hours, direction, describe }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const tooltip = useLatestCallback(describe);

  useEffect(() => {
    if (!canvas.current) return;
    const text = themeColour('--color-muted', '#4a5563');
    const grid = themeColour('--color-border', '#c9d1db');
    const valueAxis = direction === 'columns' ? 'y' : 'x';
    const config: ChartConfiguration<'bar', number[], string> = {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: [
          {
            data: [...hours],
            backgroundColor: themeColour('--color-primary', '#1d5c96'),
            borderRadius: 4,
            maxBarThickness: 40,
          },
        ],
      },
      options: {
        indexAxis: direction === 'columns' ? 'x' : 'y',
        maintainAspectRatio: false,
        animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : {},
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: { label: (item) => tooltip(item.parsed[valueAxis] ?? 0) },
          },
        },
        scales: {
          [valueAxis]: {
            beginAtZero: true,
            ticks: { color: text, precision: 0, callback: (value) => `${value} h` },
            grid: { color: grid },
          },
          [valueAxis === 'y' ? 'x' : 'y']: {
            ticks: { color: text, autoSkip: direction === 'columns' },
            grid: { display: false },
          },
        },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [labels, hours, direction, tooltip]);

  return (
    <div
      className={direction === 'columns' ? styles.chart : styles.chartRows}
      style={direction === 'rows' ? { height: `${2 + labels.length * 2}rem` } : undefined}
    >
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
