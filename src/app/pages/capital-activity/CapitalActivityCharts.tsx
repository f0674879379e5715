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

/** What both charts share: a money axis on the left, the legend below, the cent-exact tooltip. */
const moneyChart = (
  currency: string,
  x: NonNullable<NonNullable<AgCartesianChartOptions['axes']>['x']>,
): Pick<AgCartesianChartOptions, 'axes' | 'legend' | 'formatter' | 'height'> => ({
  axes: {
    x,
    y: {
      type: 'number',
      position: 'left',
      label: { formatter: ({ value }) => axisMoney(currency)(Number(value)) },
    },
  },
  legend: { position: 'bottom' },
  formatter: datumFormatter(currency),
  height: 300,
});

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
    ...moneyChart(chart.currency, { type: 'category', position: 'bottom' }),
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
    ...moneyChart(chart.currency, {
      type: 'time',
      position: 'bottom',
      label: { formatter: ({ value }) => formatDate(isoOf(value as Date)) },
    }),
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

/** The figures a chart draws, as a table: a row header, any text cells, then money cells. */
function FiguresTable(props: {
  label: string;
  columns: { heading: string; texts?: readonly string[]; money: readonly string[] };
  rows: readonly {
    key: string;
    heading: string;
    texts?: readonly string[];
    cents: readonly number[];
  }[];
  money: (cents: number) => string;
}) {
  const { columns } = props;
  return (
    <table className={`${tableStyle} ${figuresStyle}`} aria-label={props.label}>
      <thead>
        <tr>
          <th scope="col">{columns.heading}</th>
          {columns.texts?.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          {columns.money.map((column) => (
            <th key={column} scope="col" className="money">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.heading}</th>
            {row.texts?.map((text, i) => (
              <td key={columns.texts?.[i]}>{text}</td>
            ))}
            {row.cents.map((cents, i) => (
              <td key={columns.money[i]} className="money">
                {props.money(cents)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
          <FiguresTable
            label="Called and distributed by event: figures"
            columns={{ heading: 'Event', texts: ['Date'], money: ['Called', 'Distributed'] }}
            rows={(events.data?.events ?? []).map((e) => ({
              key: e.event_id,
              heading: e.name,
              texts: [formatDate(e.effective_date)],
              cents: [e.called_cents, e.distributed_cents],
            }))}
            money={eventMoney}
          />
        }
      />
      <ChartFigure
        title="Capital history"
        note="The fund's contributed, distributed and unfunded at the end of each date with posted ledger rows."
        options={historyChartOptions}
        isEmpty={history.data?.points.length === 0}
        empty="Nothing is posted to the ledger yet."
        table={
          <FiguresTable
            label="Capital history: figures"
            columns={{ heading: 'Date', money: ['Contributed', 'Distributed', 'Unfunded'] }}
            rows={(history.data?.points ?? []).map((p) => ({
              key: p.date,
              heading: formatDate(p.date),
              cents: [p.contributed_cents, p.distributed_cents, p.unfunded_cents],
            }))}
            money={historyMoney}
          />
        }
      />
    </div>
  );
}
