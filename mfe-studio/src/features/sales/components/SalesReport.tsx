import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, Skeleton, formatNumber, formatWon, useQuery } from '@baeum/shared';
import type { SalesPeriod, StudioSalesWire } from '@baeum/shared';
import { BarChart } from '../../../components/chart/BarChart';
import { studioQueries } from '../../../lib/queries';
import { salesQuery } from '../queries';
import { messages } from '../../../messages';
import styles from './Sales.module.scss';

const t = messages.sales;
const PERIODS: SalesPeriod[] = ['day', 'week', 'month'];
const isPeriod = (v: string | null): v is SalesPeriod => PERIODS.includes(v as SalesPeriod);

/** A bucket's start as the axis and the table read it: 05.14 · 05.12 주 · 2026.05. */
export function periodLabel(period: SalesPeriod, start: string): string {
  const [y, m, d] = start.split('-');
  if (period === 'month') return `${y}.${m}`;
  return period === 'week' ? t.weekOf(`${m}.${d}`) : `${m}.${d}`;
}
const dotted = (date: string) => date.replaceAll('-', '.');

function Totals({ sales }: { sales: StudioSalesWire }) {
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{t.totalAmount}</dt>
        <dd>{formatWon(sales.total.amount)}</dd>
      </div>
      <div>
        <dt>{t.totalCount}</dt>
        <dd>{t.countValue(formatNumber(sales.total.count))}</dd>
      </div>
    </dl>
  );
}

/**
 * The coach's sales by day, week or month and by class, with totals: a uPlot bar chart (its
 * canvas hidden from screen readers) and the same numbers as a table beside it.
 */
export function SalesReport() {
  const periodId = useId();
  const classFieldId = useId();
  const [params, setParams] = useSearchParams();
  const period: SalesPeriod = isPeriod(params.get('period'))
    ? (params.get('period') as SalesPeriod)
    : 'day';
  const classId = Number(params.get('class')) || null;
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const classes = useQuery(studioQueries.classes());
  const query = useQuery(salesQuery(period, classId));
  const sales = query.data;
  const chart = useMemo(
    () =>
      sales && {
        labels: sales.buckets.map((b) => periodLabel(sales.period, b.start)),
        series: [{ label: t.amount, values: sales.buckets.map((b) => b.amount) }],
      },
    [sales],
  );

  return (
    <div className={styles.sales}>
      <div className={styles.filters}>
        <div role="group" aria-labelledby={periodId} className={styles.periods}>
          <span id={periodId} className="visually-hidden">
            {t.period}
          </span>
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              className={p === period ? `${styles.period} ${styles['period--on']}` : styles.period}
              aria-pressed={p === period}
              onClick={() => set('period', p === 'day' ? null : p)}
            >
              {t.periods[p]}
            </button>
          ))}
        </div>
        <label className="visually-hidden" htmlFor={classFieldId}>
          {t.classFilter}
        </label>
        <select
          id={classFieldId}
          className={styles.select}
          value={classId ?? ''}
          onChange={(e) => set('class', e.target.value || null)}
        >
          <option value="">{t.allClasses}</option>
          {classes.data?.map((c) => (
            <option key={c.class_id} value={c.class_id}>
              {c.title}
            </option>
          ))}
        </select>
      </div>

      {query.isError && !sales ? (
        <ErrorState title={t.loadError} onRetry={() => void query.refetch()} />
      ) : !sales || !chart ? (
        <div role="status" aria-label={t.loading}>
          <Skeleton height={280} />
        </div>
      ) : (
        <>
          <p className={styles.range}>{t.range(dotted(sales.from), dotted(sales.to))}</p>
          <Totals sales={sales} />
          <div className={styles.layout}>
            <figure className={styles.chart}>
              <figcaption className="visually-hidden">
                {t.chartLabel(t.periods[sales.period], dotted(sales.from), dotted(sales.to))}
              </figcaption>
              <BarChart
                labels={chart.labels}
                xLabel={t.start}
                series={chart.series}
                format={formatWon}
              />
              {sales.total.count === 0 && <p className={styles.empty}>{t.empty}</p>}
            </figure>
            {/* It scrolls when the rows outgrow it: a keyboard reaches it (axe:
                scrollable-region-focusable), named by the table it holds. */}
            <div
              className={styles.tableBox}
              role="region"
              aria-label={t.tableCaption(t.periods[sales.period])}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
              tabIndex={0}
            >
              <table className={styles.table}>
                <caption>{t.tableCaption(t.periods[sales.period])}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.start}</th>
                    <th scope="col">{t.count}</th>
                    <th scope="col">{t.amount}</th>
                  </tr>
                </thead>
                <tbody>
                  {sales.buckets.map((b) => (
                    <tr key={b.start}>
                      <th scope="row">{periodLabel(sales.period, b.start)}</th>
                      <td>{t.countValue(formatNumber(b.count))}</td>
                      <td>{formatWon(b.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <table className={styles.table}>
            <caption>{t.byClass}</caption>
            <thead>
              <tr>
                <th scope="col">{t.className}</th>
                <th scope="col">{t.count}</th>
                <th scope="col">{t.amount}</th>
              </tr>
            </thead>
            <tbody>
              {sales.classes.map((c) => (
                <tr key={c.class_id}>
                  <th scope="row">{c.class_name}</th>
                  <td>{t.countValue(formatNumber(c.count))}</td>
                  <td>{formatWon(c.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.total}</th>
                <td>{t.countValue(formatNumber(sales.total.count))}</td>
                <td>{formatWon(sales.total.amount)}</td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </div>
  );
}
