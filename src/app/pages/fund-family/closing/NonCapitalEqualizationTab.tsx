import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Closing } from '../../../../api/fund-structure';
import { humanize } from '../../../../api/humanize';
import { AuditTrail } from '../../../components/AuditTrail';
import { MoneyText } from '../../../components/MoneyText';
import { card, tableStyle } from '../../../components/page-styles';
import { allocationRuleQueries } from '../../../queries/allocation-rule-queries';

const right = css({ textAlign: 'right!' });

/**
 * Spec §2 closing tab "non-capital equalization": expenses, fees and distributions allocated
 * before the closing but not called as capital, spread again as if the admitted commitments
 * had been there from the first close; posted to the ledger when the closing finalizes.
 */
export function NonCapitalEqualizationTab({ closing }: { closing: Closing }) {
  const { data, error } = useQuery(
    allocationRuleQueries.closingNonCapital(closing.fund_family_id, closing.id),
  );
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p className={css({ color: 'gray.500' })}>Loading…</p>;
  const net = data.lines.reduce((s, l) => s + l.amount_cents, 0);
  return (
    <section className={card}>
      <p className={css({ color: 'gray.700', mb: '3' })}>
        {closing.is_first_close
          ? 'A first close has nothing to equalize.'
          : 'Each admitted commitment takes its share of every earlier expense and distribution that was not called as capital; the existing commitments give it up by commitment. An admitted share of earlier fees goes to the manager instead.'}{' '}
        {data.posted
          ? 'Posted to the ledger when the closing finalized.'
          : 'Finalizing the closing posts these amounts.'}
      </p>
      {data.lines.length === 0 ? (
        closing.is_first_close ? null : (
          <p className={css({ color: 'gray.600' })}>
            No earlier non-capital items: nothing to equalize.
          </p>
        )
      ) : (
        <table className={tableStyle} aria-label="Non-capital equalization">
          <thead>
            <tr>
              <th>Item</th>
              <th>Kind</th>
              <th>Investor entity</th>
              <th>Role</th>
              <th className={right}>Change</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={`${line.item}-${line.commitment_id}`}>
                <td>{line.item}</td>
                <td>{humanize(line.kind)}</td>
                <td className={css({ fontWeight: 'medium' })}>{line.investor_entity_name}</td>
                <td>
                  {line.role === 'admitted' ? 'Takes its share (admitted)' : 'Gives up (existing)'}
                </td>
                <td className={right}>
                  <MoneyText cents={line.amount_cents} />
                </td>
              </tr>
            ))}
            <tr>
              <td className={css({ fontWeight: 'semibold' })}>Net</td>
              <td />
              <td />
              <td />
              <td
                className={`${right} ${css({ fontWeight: 'semibold' })}`}
                data-testid="non-capital-net"
              >
                <MoneyText cents={net} />
              </td>
            </tr>
          </tbody>
        </table>
      )}
      {data.to_manager_cents !== 0 ? (
        <p className={css({ mt: '3' })}>
          Admitted share of earlier fees, due to the manager:{' '}
          <MoneyText cents={data.to_manager_cents} />
        </p>
      ) : null}
      <AuditTrail steps={data.audit} label="Non-capital equalization steps" />
    </section>
  );
}
