import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { distributionSourceLabels, type DistributionEvent } from '../../../../api/distribution';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { FigureCards, moneyFigure } from '../../../components/FigureCards';
import { useFundCurrency } from '../../../components/fund-currency';
import { MoneyText } from '../../../components/MoneyText';
import { card, tableStyle } from '../../../components/page-styles';
import { DistributionChecks } from './DistributionChecks';
import { distributionQueries } from './distribution-queries';
import { investorBreakdownTable, subEventsTable } from './distribution-tables';

/** Where a grid of the run's results goes before there is a run: what to do, not an empty grid. */
function NoResultsYet({ title }: { title: string }) {
  return (
    <>
      <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>{title}</h2>
      <p className={css({ color: 'gray.600' })}>
        No waterfall results yet: run the waterfall to see each partner&apos;s share.
      </p>
    </>
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Step "overview" (spec §2 distribution overview): the headline figures, the proceeds lines,
 * and per fund entity what its waterfall distributed (each opening its waterfall review), with
 * the checks as ticks. Before a run of the current inputs only the inputs show.
 */
export function DistributionOverview({
  event,
  eventBase,
}: {
  event: DistributionEvent;
  eventBase: string;
}) {
  const currency = useFundCurrency();
  const table = useMemo(() => subEventsTable(event.sub_events, eventBase), [event, eventBase]);
  const carry = sum(event.sub_events.map((s) => s.to_carry_partner_cents));
  const finalized = event.state === 'completed' || event.state === 'out_of_date';
  return (
    <>
      <FigureCards
        label="Distribution figures"
        figures={[
          {
            id: 'proceeds',
            label: 'Proceeds',
            ...moneyFigure(event.proceeds_cents, currency),
            explanation: `The sum of the ${event.proceeds.length} proceeds ${event.proceeds.length === 1 ? 'line' : 'lines'}.`,
          },
          {
            id: 'distributable',
            label: 'Distributable',
            ...moneyFigure(event.distributable_cents, currency),
            explanation: `Proceeds − fee holdback (${moneyFigure(event.fee_holdback_cents, currency).text}).`,
          },
          {
            id: 'carry',
            label: 'Carried interest',
            ...moneyFigure(carry, currency),
            explanation: 'To the carry partner, from the waterfalls of the latest run.',
          },
          {
            id: 'recallable',
            label: 'Recallable',
            ...moneyFigure(event.recallable_cents, currency),
            explanation: 'The lines under recallable codes: they raise unfunded once finalized.',
          },
        ]}
      />
      <section className={card} style={{ marginBottom: 20 }}>
        <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Proceeds</h2>
        <table className={tableStyle} aria-label="Proceeds by source">
          <thead>
            <tr>
              <th>Source</th>
              <th>Investment</th>
              <th>Transaction code</th>
              <th className={css({ textAlign: 'right!' })}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {event.proceeds.map((line) => (
              <tr key={line.id}>
                <td>{distributionSourceLabels[line.source]}</td>
                <td>{line.investment || '—'}</td>
                <td>
                  {line.transaction_code}
                  {line.is_recallable ? ' (recallable)' : ''}
                </td>
                <td className={css({ textAlign: 'right' })}>
                  <MoneyText cents={line.amount_cents} />
                </td>
              </tr>
            ))}
            <tr>
              <td colSpan={3} className={css({ fontWeight: 'semibold' })}>
                Total
              </td>
              <td className={css({ textAlign: 'right', fontWeight: 'semibold' })}>
                <MoneyText cents={event.proceeds_cents} />
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className={card} style={{ marginBottom: 20 }}>
        {event.sub_events.length > 0 ? (
          <LazyDataTable
            tableKey="distribution-overview"
            title="Waterfalls by fund entity"
            table={table}
          />
        ) : (
          <NoResultsYet title="Waterfalls by fund entity" />
        )}
      </section>
      <DistributionChecks checks={event.checks} finalized={finalized} />
    </>
  );
}

/**
 * Step "investor-breakdown" (spec §2 distribution investor breakdown): per LP per source what it
 * receives, from each fund entity's waterfall of the latest run.
 */
export function DistributionInvestorBreakdown({ event }: { event: DistributionEvent }) {
  // combine keeps one answer object while the breakdowns do not change (memo-friendly).
  const breakdowns = useQueries({
    queries: event.sub_events.map((sub) =>
      distributionQueries.investorBreakdown(
        event.fund_family_id,
        event.id,
        sub.id,
        sub.fund_entity_id,
      ),
    ),
    combine: (results) => (results.every((r) => r.data) ? results.map((r) => r.data!) : null),
  });
  const table = useMemo(
    () =>
      breakdowns && event.sub_events.length > 0
        ? investorBreakdownTable(
            event.sub_events.map((sub, at) => ({
              fundEntityName: sub.fund_entity_name,
              breakdown: breakdowns[at]!,
            })),
          )
        : undefined,
    [breakdowns, event.sub_events],
  );
  return (
    <section className={card}>
      {event.sub_events.length > 0 ? (
        <LazyDataTable
          tableKey="distribution-investor-breakdown"
          title="Investor breakdown"
          table={table}
          isLoading={!breakdowns}
        />
      ) : (
        <NoResultsYet title="Investor breakdown" />
      )}
    </section>
  );
}
