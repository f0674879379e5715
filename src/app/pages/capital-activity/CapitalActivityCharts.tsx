import { useQuery } from '@tanstack/react-query';
import {
  BarSeriesModule,
  CategoryAxisModule,
  LegendModule,
  LineSeriesModule,
  ModuleRegistry,
  NumberAxisModule,
  TimeAxisModule,
  type AgCartesianChartOptions,
} from 'ag-charts-community';
import { AgCharts } from 'ag-charts-react';
import { useId, useMemo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type {
  CapitalActivityChart,
  CapitalActivityHistoryChart,
} from '../../../api/capital-activity-chart';
import { formatDate } from '../../../domain/date-display';
import { formatMoney } from '../../../domain/money-display';
import { card, tableStyle } from '../../components/page-styles';
import { capitalActivityChartQueries } from './capital-activity-chart-queries';

// AG Charts 14: only the registered modules draw (STACK.md). Community modules only.
ModuleRegistry.registerModules([
  BarSeriesModule,
  LineSeriesModule,
  CategoryAxisModule,
  NumberAxisModule,
  TimeAxisModule,
  LegendModule,
]);

/** The charts draw dollars; every label and the tables beside them are the money-display's. */
const dollars = (cents: number) => cents / 100;
const axisMoney = (currency: string) => (value: number) =>
  formatMoney(Math.round(value) * 100, currency).replace(/\.00$/, '');
const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The tooltip and the chart's own accessible text for a datum: money to the cent, the one date format. */
const datumFormatter = (currency: string): AgCartesianChartOptions['formatter'] => ({
  y: ({ value }) => formatMoney(Math.round(Number(value) * 100), currency),
  x: ({ value }) => (value instanceof Date ? formatDate(isoOf(value)) : String(value)),
});
const colors = { called: '#2563eb', distributed: '#059669', unfunded: '#d97706' };

function eventsOptions(chart: CapitalActivityChart): AgCartesianChartOptions {
  const money = (cents: number) => formatMoney(cents, chart.currency);
  return {
    data: chart.events.map((e) => ({
      label: `${e.name} (${formatDate(e.effective_date)})`,
      called: dollars(e.called_cents),
      distributed: dollars(e.distributed_cents),
      calledText: money(e.called_cents),
      distributedText: money(e.distributed_cents),
    })),
    series: [
      { type: 'bar', xKey: 'label', yKey: 'called', yName: 'Called', fill: colors.called },
      {
        type: 'bar',
        xKey: 'label',
        yKey: 'distributed',
        yName: 'Distributed',
        fill: colors.distributed,
      },
    ],
    axes: {
      x: { type: 'category', position: 'bottom' },
      y: {
        type: 'number',
        position: 'left',
        label: { formatter: ({ value }) => axisMoney(chart.currency)(Number(value)) },
      },
    },
    legend: { position: 'bottom' },
    formatter: datumFormatter(chart.currency),
    height: 300,
  };
}

function historyOptions(chart: CapitalActivityHistoryChart): AgCartesianChartOptions {
  const line = (yKey: string, yName: string, stroke: string) =>
    ({
      type: 'line',
      xKey: 'date',
      yKey,
      yName,
      stroke,
      marker: { fill: stroke, stroke },
      interpolation: { type: 'step', position: 'end' },
    }) as const;
  return {
    data: chart.points.map((p) => ({
      date: new Date(`${p.date}T00:00:00`),
      contributed: dollars(p.contributed_cents),
      distributed: dollars(p.distributed_cents),
      unfunded: dollars(p.unfunded_cents),
    })),
    series: [
      line('contributed', 'Contributed', colors.called),
      line('distributed', 'Distributed', colors.distributed),
      line('unfunded', 'Unfunded', colors.unfunded),
    ],
    axes: {
      x: {
        type: 'time',
        position: 'bottom',
        label: { formatter: ({ value }) => formatDate(isoOf(value as Date)) },
      },
      y: {
        type: 'number',
        position: 'left',
        label: { formatter: ({ value }) => axisMoney(chart.currency)(Number(value)) },
      },
    },
    legend: { position: 'bottom' },
    formatter: datumFormatter(chart.currency),
    height: 300,
  };
}

const figureStyle = css({ m: 0, minW: 0 });
const captionStyle = css({ fontWeight: 'semibold', color: 'gray.900', mb: '1' });
const noteStyle = css({ color: 'gray.600', fontSize: 'sm', mb: '2' });
const figuresStyle = css({
  mt: '2',
  fontSize: 'sm',
  '& td.money, & th.money': { textAlign: 'right' },
  '& tbody th': {
    textTransform: 'none',
    letterSpacing: 'normal',
    fontSize: 'sm',
    fontWeight: 'normal',
    color: 'gray.900',
    borderColor: 'gray.100',
  },
});

/**
 * One chart: a figure named by its caption, AG Charts' canvas (with its own accessible legend
 * switches), and the table of the figures it draws, so a reader of the page gets every number.
 */
function ChartFigure(props: {
  title: string;
  note: string;
  options: AgCartesianChartOptions | undefined;
  empty: string;
  isEmpty: boolean;
  table: ReactNode;
}) {
  const id = useId();
  return (
    <figure className={`${card} ${figureStyle}`} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={captionStyle}>
        {props.title}
      </figcaption>
      <p className={noteStyle}>{props.note}</p>
      {!props.options ? (
        <p className={css({ color: 'gray.500', py: '4' })}>Loading chart…</p>
      ) : props.isEmpty ? (
        <p className={css({ color: 'gray.500', py: '4' })}>{props.empty}</p>
      ) : (
        <>
          <AgCharts options={props.options} />
          {props.table}
        </>
      )}
    </figure>
  );
}

/** The capital-activity chart and the history chart (spec §2 capital-activity). */
export function CapitalActivityCharts({ fundFamilyId }: { fundFamilyId: string }) {
  const events = useQuery(capitalActivityChartQueries.events(fundFamilyId));
  const history = useQuery(capitalActivityChartQueries.history(fundFamilyId));
  const eventOptions = useMemo(
    () => (events.data ? eventsOptions(events.data) : undefined),
    [events.data],
  );
  const historyChartOptions = useMemo(
    () => (history.data ? historyOptions(history.data) : undefined),
    [history.data],
  );
  if (events.error || history.error)
    return (
      <p role="alert" className={css({ color: 'red.700', mb: '4' })}>
        The charts could not be loaded: {(events.error ?? history.error)!.message}
      </p>
    );
  const eventMoney = (cents: number) => formatMoney(cents, events.data?.currency);
  const historyMoney = (cents: number) => formatMoney(cents, history.data?.currency);
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
        gap: '5',
        mb: '5',
      })}
    >
      <ChartFigure
        title="Called and distributed by event"
        note="What each completed event called from the partners (paid in) and distributed to them."
        options={eventOptions}
        isEmpty={events.data?.events.length === 0}
        empty="No completed event has called or distributed yet."
        table={
          <table
            className={`${tableStyle} ${figuresStyle}`}
            aria-label="Called and distributed by event: figures"
          >
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Date</th>
                <th scope="col" className="money">
                  Called
                </th>
                <th scope="col" className="money">
                  Distributed
                </th>
              </tr>
            </thead>
            <tbody>
              {events.data?.events.map((e) => (
                <tr key={e.event_id}>
                  <th scope="row">{e.name}</th>
                  <td>{formatDate(e.effective_date)}</td>
                  <td className="money">{eventMoney(e.called_cents)}</td>
                  <td className="money">{eventMoney(e.distributed_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <ChartFigure
        title="Capital history"
        note="The fund's contributed, distributed and unfunded at the end of each date with posted ledger rows."
        options={historyChartOptions}
        isEmpty={history.data?.points.length === 0}
        empty="Nothing is posted to the ledger yet."
        table={
          <table className={`${tableStyle} ${figuresStyle}`} aria-label="Capital history: figures">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="money">
                  Contributed
                </th>
                <th scope="col" className="money">
                  Distributed
                </th>
                <th scope="col" className="money">
                  Unfunded
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data?.points.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{formatDate(p.date)}</th>
                  <td className="money">{historyMoney(p.contributed_cents)}</td>
                  <td className="money">{historyMoney(p.distributed_cents)}</td>
                  <td className="money">{historyMoney(p.unfunded_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </div>
  );
}
