import {
  DRIVE_CONDITION_LABELS,
  DRIVE_CONDITIONS,
  DRIVE_ROAD_LABELS,
  DRIVE_ROADS,
  DRIVE_SUPERVISOR_KINDS,
  DRIVE_SUPERVISOR_LABELS,
  DRIVE_TRAFFIC,
  DRIVE_TRAFFIC_LABELS,
  isLessonNumber,
  type DriveTally,
  type DriveTotals,
  placeAmong,
} from '@ovningskort/domain';
import { Component, lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { driveScreens } from '../../../copy/drives.js';
import type { BarChartProps } from './BarChart.js';
import styles from './DriveLog.module.css';
import { swedishDateFormat } from '../../../lib/swedish-format.js';

/**
 * The totals broken down: hours per month and per condition as charts (the chart library comes
 * with them, on this screen only) with the same numbers as tables for screen readers, and a
 * table per lesson and per supervisor for everyone.
 */

const t = driveScreens.stats;
const minutes = driveScreens.list.minutes;
const BarChart = lazy(() => import('./BarChart.js'));

/** The months a chart shows: a year is what fits a phone's width. */
const CHART_MONTHS = 12;
/** Every row of a chart that has few (conditions, roads, traffic). */
const CHART_ROWS = Infinity;

const monthFormat = swedishDateFormat({
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const showMonth = (month: string) => monthFormat(new Date(`${month}-01T00:00:00Z`));
const kmText = (km: number) => km.toLocaleString('sv-SE', { maximumFractionDigits: 1 });
const hoursOf = (tally: DriveTally) => Math.round((tally.minutes / 60) * 10) / 10;
const describeHours = (hours: number) => minutes(Math.round(hours * 60));

interface Row {
  label: string;
  tally: DriveTally;
}

/** A chart that could not be loaded (offline before it was ever cached) is left out: the table holds. */
class WithoutChart extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A chart of hours per row, and its numbers as a table that screen readers read instead. */
function ChartFigure({
  title,
  rows,
  shownRows = CHART_ROWS,
  direction,
  firstColumn,
  empty,
}: {
  title: string;
  /** What would fill the chart, said instead of empty axes when it has nothing to draw. */
  empty: string;
  rows: readonly Row[];
  /** The latest rows the chart draws (a phone's width); the table has them all. */
  shownRows?: number;
  direction: BarChartProps['direction'];
  firstColumn: string;
}) {
  const captionId = useId();
  const { labels, hours } = useMemo(() => {
    const drawn = rows.slice(-shownRows);
    return { labels: drawn.map((r) => r.label), hours: drawn.map((r) => hoursOf(r.tally)) };
  }, [rows, shownRows]);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.figureTitle}>
        {title}
      </figcaption>
      {rows.some((row) => row.tally.minutes > 0) ? (
        <>
          <WithoutChart>
            <Suspense fallback={<div className={styles.chartPlaceholder} />}>
              <BarChart
                labels={labels}
                hours={hours}
                direction={direction}
                describe={describeHours}
              />
            </Suspense>
          </WithoutChart>
          <TallyTable caption={title} firstColumn={firstColumn} rows={rows} hidden />
        </>
      ) : (
        <p className={styles.chartEmpty}>{empty}</p>
      )}
    </figure>
  );
}

/** Drives, time and distance per row. `hidden`: only for screen readers (a chart shows it). */
function TallyTable({
  caption,
  firstColumn,
  rows,
  hidden = false,
}: {
  caption: string;
  firstColumn: string;
  rows: readonly Row[];
  hidden?: boolean;
}) {
  return (
    <table className={hidden ? 'visually-hidden' : styles.table}>
      <caption className={hidden ? undefined : 'visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{firstColumn}</th>
          <th scope="col">{t.columns.drives}</th>
          <th scope="col">{t.columns.time}</th>
          <th scope="col">{t.columns.distance}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ label, tally }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{tally.drives}</td>
            <td>{minutes(tally.minutes)}</td>
            <td>{`${kmText(tally.km)} km`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DriveStats({
  totals,
  lessons,
}: {
  totals: DriveTotals;
  /** The lessons of the student's cards, in the order the table lists them. */
  lessons: readonly number[];
}) {
  const headingId = useId();
  const months = useMemo(
    () => totals.byMonth.map((tally) => ({ label: showMonth(tally.month), tally })),
    [totals.byMonth],
  );
  const conditions = useMemo(
    () => [
      ...DRIVE_CONDITIONS.map((c) => ({
        label: DRIVE_CONDITION_LABELS[c],
        tally: totals.byCondition[c],
      })),
      ...DRIVE_ROADS.map((r) => ({ label: DRIVE_ROAD_LABELS[r], tally: totals.byRoad[r] })),
      ...DRIVE_TRAFFIC.map((x) => ({ label: DRIVE_TRAFFIC_LABELS[x], tally: totals.byTraffic[x] })),
    ],
    [totals.byCondition, totals.byRoad, totals.byTraffic],
  );
  const byLesson = [...new Set(lessons)]
    .filter(isLessonNumber)
    .sort((a, b) => a - b)
    .map((lesson) => ({
      label: t.lesson(placeAmong(lesson, lessons)),
      tally: totals.byLesson[lesson],
    }));
  const bySupervisor = DRIVE_SUPERVISOR_KINDS.map((kind) => ({
    label: DRIVE_SUPERVISOR_LABELS[kind],
    tally: totals.bySupervisor[kind],
  }));

  if (totals.all.drives === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.stats}>
      <h2 id={headingId}>{t.heading}</h2>
      <ChartFigure
        title={t.perMonth}
        rows={months}
        shownRows={CHART_MONTHS}
        direction="columns"
        firstColumn={t.columns.month}
        empty={t.perMonthEmpty}
      />
      <ChartFigure
        title={t.perCondition}
        rows={conditions}
        direction="rows"
        firstColumn={t.columns.condition}
        empty={t.perConditionEmpty}
      />
      <details className={styles.more}>
        <summary>{t.more}</summary>
        <h3>{t.perLesson}</h3>
        <TallyTable caption={t.perLesson} firstColumn={t.columns.lesson} rows={byLesson} />
        <h3>{t.perSupervisor}</h3>
        <TallyTable
          caption={t.perSupervisor}
          firstColumn={t.columns.supervisor}
          rows={bySupervisor}
        />
      </details>
    </section>
  );
}
