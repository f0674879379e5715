import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Closing } from '../../../../api/fund-structure';
import { ActionsHeader } from '../../../components/ActionsHeader';
import { button } from '../../../components/button-styles';
import { MoneyText } from '../../../components/MoneyText';
import { card, tableStyle } from '../../../components/page-styles';
import { useRemoveClosingCommitment } from '../../../queries/fund-queries';
import { AddCommitmentForm } from './AddCommitmentForm';
import { BulkAddCommitments } from './BulkAddCommitments';

/**
 * The Commitments tab: the closing's commitments; while a draft is edited, remove one, add a
 * new one, or add many at once from pasted rows.
 */
export function ClosingCommitmentsTab({
  closing,
  editable,
}: {
  closing: Closing;
  editable: boolean;
}) {
  const remove = useRemoveClosingCommitment(closing.fund_family_id, closing.id);
  const [bulk, setBulk] = useState(false);
  return (
    <>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: editable ? '1fr 340px' : '1fr',
          gap: '5',
          alignItems: 'start',
        })}
      >
        <section className={card}>
          {closing.commitments.length === 0 ? (
            <p className={css({ color: 'gray.600' })}>No commitments in this closing yet.</p>
          ) : (
            <table className={tableStyle} aria-label="Closing commitments">
              <thead>
                <tr>
                  <th>Investor entity</th>
                  <th>Fund entity</th>
                  <th>Class</th>
                  <th className={css({ textAlign: 'right!' })}>Commitment</th>
                  {editable ? <ActionsHeader /> : null}
                </tr>
              </thead>
              <tbody>
                {closing.commitments.map((c) => (
                  <tr key={c.commitment_id}>
                    <td className={css({ fontWeight: 'medium' })}>{c.investor_entity_name}</td>
                    <td>{c.owning_entity_name}</td>
                    <td>{c.investor_class_name ?? '—'}</td>
                    <td className={css({ textAlign: 'right' })}>
                      <MoneyText cents={c.amount_cents} />
                    </td>
                    {editable ? (
                      <td className={css({ textAlign: 'right' })}>
                        <button
                          type="button"
                          className={button({ variant: 'secondary' })}
                          aria-label={`Remove ${c.investor_entity_name}`}
                          onClick={() => remove.mutate(c.commitment_id)}
                        >
                          Remove
                        </button>
                      </td>
                    ) : null}
                  </tr>
                ))}
                <tr>
                  <td className={css({ fontWeight: 'semibold' })}>Total</td>
                  <td colSpan={2} />
                  <td className={css({ textAlign: 'right', fontWeight: 'semibold' })}>
                    <MoneyText cents={closing.total_cents} />
                  </td>
                  {editable ? <td /> : null}
                </tr>
              </tbody>
            </table>
          )}
        </section>
        {editable ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <AddCommitmentForm fundFamilyId={closing.fund_family_id} closingId={closing.id} />
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              aria-expanded={bulk}
              onClick={() => setBulk((open) => !open)}
            >
              {bulk ? 'Close bulk add' : 'Bulk add (paste rows)'}
            </button>
          </div>
        ) : null}
      </div>
      {editable && bulk ? (
        <section aria-label="Bulk add commitments" className={css({ mt: '4' })}>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>
            Bulk add commitments
          </h2>
          <BulkAddCommitments
            fundFamilyId={closing.fund_family_id}
            closingId={closing.id}
            onDone={() => setBulk(false)}
          />
        </section>
      ) : null}
    </>
  );
}
