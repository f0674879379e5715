import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { capitalCallUseKindLabels, type CapitalCallEvent } from '../../../api/capital-call';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { FigureCards, moneyFigure } from '../../components/FigureCards';
import { useFundCurrency } from '../../components/fund-currency';
import { MoneyText } from '../../components/MoneyText';
import { card, tableStyle } from '../../components/page-styles';
import { drawdownTable, investorBreakdownTable } from './breakdown-tables';
import { capitalActivityQueries } from './capital-call-queries';
import { ClosingEqualizationTable } from './ClosingEqualizationTable';
import { FeeAuditDisclosures } from './FeeAudit';

const percentText = (value: string) => `${Number(value).toFixed(2)}%`;

/**
 * Step "capital-call-overview": the call's headline figures, its uses, and per LP the call,
 * unfunded before and after, the percent of the commitment called and the cumulative
 * contributed (spec §2; GET breakdown).
 */
export function OverviewStep({ event }: { event: CapitalCallEvent }) {
  const currency = useFundCurrency();
  const { data, isPending } = useQuery(
    capitalActivityQueries.breakdown(event.fund_family_id, event.id),
  );
  const table = useMemo(() => (data ? drawdownTable(data) : undefined), [data]);
  const called = data?.rows.filter((row) => row.called_cents > 0).length ?? 0;
  return (
    <>
      {data ? (
        <FigureCards
          label="Call figures"
          figures={[
            {
              id: 'called',
              label: 'Called',
              ...moneyFigure(data.total.called_cents, currency),
              explanation: `The sum of the ${event.uses.length} ${event.uses.length === 1 ? 'use' : 'uses'}, from ${called} ${called === 1 ? 'LP' : 'LPs'}.`,
            },
            {
              id: 'unfunded-before',
              label: 'Unfunded before',
              ...moneyFigure(data.total.unfunded_before_cents, currency),
              explanation: 'Commitment − paid-in + recallable distributions, before this call.',
            },
            {
              id: 'unfunded-after',
              label: 'Unfunded after',
              ...moneyFigure(data.total.unfunded_after_cents, currency),
              explanation: 'Unfunded before − called.',
            },
            {
              id: 'percent-called',
              label: '% of commitment called',
              text: percentText(data.total.percent_called),
              explanation: `Called ÷ commitment; ${percentText(data.total.percent_contributed_after)} contributed after the call.`,
            },
          ]}
        />
      ) : null}
      <section className={card} style={{ marginBottom: 20 }}>
        <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Uses</h2>
        <table className={tableStyle} aria-label="Uses of the call">
          <thead>
            <tr>
              <th>Kind</th>
              <th>Description</th>
              <th>Transaction code</th>
              <th className={css({ textAlign: 'right!' })}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {event.uses.map((use) => (
              <tr key={use.id}>
                <td>{capitalCallUseKindLabels[use.kind]}</td>
                <td>{use.description}</td>
                <td>
                  {use.kind === 'closing_equalization'
                    ? "The closings' own codes"
                    : use.transaction_code}
                </td>
                <td className={css({ textAlign: 'right' })}>
                  <MoneyText cents={use.amount_cents} />
                </td>
              </tr>
            ))}
            <tr>
              <td colSpan={3} className={css({ fontWeight: 'semibold' })}>
                Total
              </td>
              <td className={css({ textAlign: 'right', fontWeight: 'semibold' })}>
                <MoneyText cents={event.total_cents} />
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      {event.uses.map((use) =>
        use.equalization ? (
          <section key={use.id} className={card} style={{ marginBottom: 20 }}>
            <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>
              {event.state === 'draft'
                ? 'Closing equalization to settle'
                : 'Closing equalization settled'}
            </h2>
            <ClosingEqualizationTable
              equalization={use.equalization}
              label="Closing equalization of the call"
            />
          </section>
        ) : null,
      )}
      <section className={card}>
        <LazyDataTable
          tableKey="capital-call-overview"
          title="Drawdown by investor"
          table={table}
          isLoading={isPending}
          emptyMessage="No commitments to call."
        />
      </section>
    </>
  );
}

/** Step "capital-call-investor-breakdown": per LP and per use, before and after the call. */
export function InvestorBreakdownStep({ event }: { event: CapitalCallEvent }) {
  const { data, isPending } = useQuery(
    capitalActivityQueries.breakdown(event.fund_family_id, event.id),
  );
  const table = useMemo(() => (data ? investorBreakdownTable(data) : undefined), [data]);
  return (
    <>
      <section className={card}>
        <LazyDataTable
          tableKey="capital-call-investor-breakdown"
          title="Investor breakdown"
          table={table}
          isLoading={isPending}
          emptyMessage="No commitments to call."
        />
      </section>
      {data ? <FeeAuditDisclosures breakdown={data} /> : null}
    </>
  );
}
