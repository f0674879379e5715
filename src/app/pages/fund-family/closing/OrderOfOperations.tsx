import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { closingOperationLabels } from '../../../../api/closing-order-of-operations';
import type { Closing } from '../../../../api/fund-structure';
import { MoneyText } from '../../../components/MoneyText';
import { tableStyle } from '../../../components/page-styles';
import { fundQueries } from '../../../queries/fund-queries';

const right = css({ textAlign: 'right!' });

/**
 * The Review tab's order of operations: what finalizing this closing posts, step by step, read
 * from the plan finalize itself posts (GET /closing/{id}/order-of-operations/). A finalized
 * closing has posted it: the figures above it are then the posted ones.
 */
export function OrderOfOperations({ closing }: { closing: Closing }) {
  const pending = closing.state !== 'finalized' && closing.state !== 'discarded';
  const { data, error } = useQuery({
    ...fundQueries.closingOrderOfOperations(closing.fund_family_id, closing.id),
    enabled: pending,
  });
  if (!pending) return null;
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p className={css({ color: 'gray.500' })}>Loading…</p>;
  return (
    <section aria-label="Order of operations" className={css({ mt: '5' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>
        Order of operations
      </h2>
      <p className={css({ color: 'gray.700', mb: '3' })}>
        Finalizing posts these transactions in this order, on the closing date. Equalization stays
        outstanding until a capital event settles it.
      </p>
      <table className={tableStyle} aria-label="Order of operations">
        <thead>
          <tr>
            <th>Step</th>
            <th>Investor entity</th>
            <th>Fund entity</th>
            <th>Transaction code</th>
            <th>On finalizing</th>
            <th className={right}>Amount</th>
          </tr>
        </thead>
        {data.steps.map((step, index) => (
          <tbody key={step.operation}>
            <tr className={css({ bg: 'gray.50' })}>
              <th scope="rowgroup" colSpan={5}>
                {index + 1}. {closingOperationLabels[step.operation]}
                {step.postings.length === 0 ? ': nothing to post' : ''}
              </th>
              <td className={right}>
                <MoneyText cents={step.total_cents} />
              </td>
            </tr>
            {step.postings.map((p) => (
              <tr key={`${p.commitment_id}-${p.transaction_code}`}>
                <td />
                <td>{p.investor_entity_name}</td>
                <td>{p.fund_entity_name}</td>
                <td>
                  <code>{p.transaction_code}</code>
                </td>
                <td>
                  {p.is_draft ? 'Outstanding' : 'Posted'}
                  {/* Set by hand, or a refund re-allocated from what is paid with it. */}
                  {p.overridden ? ', overridden' : ''}
                </td>
                <td className={right}>
                  <MoneyText cents={p.amount_cents} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
