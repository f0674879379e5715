import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import {
  closingActionLabels,
  closingStateLabels,
  type ClosingActionName,
} from '../../../../../machines/closing.machine';
import {
  closingOperationLabels,
  type ClosingOrderOfOperations,
} from '../../../../api/closing-order-of-operations';
import type { Closing } from '../../../../api/fund-structure';
import { ConfirmActions } from '../../../components/ConfirmActions';
import { Modal } from '../../../components/Modal';
import { MoneyText } from '../../../components/MoneyText';
import { formatDate } from '../../../lib/date-display';
import { fundQueries } from '../../../queries/fund-queries';

/** The closing actions that cannot be undone, so ask first; the others run at once. */
export const confirmedClosingActions = ['complete', 'finalize', 'discard'] as const;
export type ConfirmedClosingAction = (typeof confirmedClosingActions)[number];

export const needsConfirmation = (action: ClosingActionName): action is ConfirmedClosingAction =>
  (confirmedClosingActions as readonly string[]).includes(action);

const note = css({ color: 'gray.700', mb: '3' });

/** What finalizing posts, step by step: the Review tab's order of operations, in short. */
function FinalizePostings({
  closing,
  data,
  error,
}: {
  closing: Closing;
  data: ClosingOrderOfOperations | undefined;
  error: Error | null;
}) {
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p className={note}>Working out what finalizing posts…</p>;
  return (
    <>
      <p className={note}>
        Finalizing posts these to the ledger, dated {formatDate(closing.closing_date)}:
      </p>
      <table aria-label="What finalizing posts" className={css({ w: '100%', mb: '3' })}>
        <tbody>
          {data.steps.map((step) => (
            <tr
              key={step.operation}
              className={css({ borderBottom: '1px solid', borderColor: 'gray.100' })}
            >
              <th scope="row" className={css({ textAlign: 'left', fontWeight: 'medium', py: '1' })}>
                {closingOperationLabels[step.operation]}
              </th>
              <td className={css({ color: 'gray.600', px: '2' })}>
                {step.postings.length === 0
                  ? 'nothing to post'
                  : `${step.postings.length} ${step.postings.length === 1 ? 'posting' : 'postings'}`}
              </td>
              <td className={css({ textAlign: 'right' })}>
                {step.postings.length === 0 ? null : <MoneyText cents={step.total_cents} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={note}>
        Equalization stays outstanding until a capital event settles it. A finalized closing cannot
        be changed or undone.
      </p>
    </>
  );
}

/**
 * Asks before a closing action that cannot be undone, naming what it does: approving (it can
 * then only be finalized), finalizing (what posts to the ledger) and discarding (nothing posts).
 */
export function ClosingConfirmDialog({
  closing,
  action,
  busy,
  onCancel,
  onConfirm,
}: {
  closing: Closing;
  action: ConfirmedClosingAction | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (action: ConfirmedClosingAction) => void;
}) {
  // Finalizing names what it posts: the confirm button waits until that is known.
  const plan = useQuery({
    ...fundQueries.closingOrderOfOperations(closing.fund_family_id, closing.id),
    enabled: action === 'finalize',
  });
  const count = closing.commitments.length;
  const commitments = `${count} ${count === 1 ? 'commitment' : 'commitments'}`;
  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => (open ? null : onCancel())}
      title={action ? `${closingActionLabels[action]} ${closing.name}?` : ''}
      role="alertdialog"
      width={action === 'finalize' ? '560px' : '460px'}
    >
      {action === 'finalize' ? (
        <FinalizePostings closing={closing} data={plan.data} error={plan.error} />
      ) : null}
      {action === 'complete' ? (
        <p className={note}>
          {closingStateLabels.complete}, the closing of {commitments} totalling{' '}
          <MoneyText cents={closing.total_cents} /> can only be finalized: it can no longer return
          to draft or be discarded. Nothing posts until it is finalized.
          {closing.sent_for_approval_by
            ? ` Sent for approval by ${closing.sent_for_approval_by.name}.`
            : ''}
        </p>
      ) : null}
      {action === 'discard' ? (
        <p className={note}>
          {count === 0 ? (
            'It has no commitments.'
          ) : (
            <>
              Its {commitments} totalling <MoneyText cents={closing.total_cents} /> are not
              admitted.
            </>
          )}{' '}
          Nothing posts to the ledger, and a discarded closing cannot be reopened.
        </p>
      ) : null}
      <ConfirmActions
        confirmLabel={action ? closingActionLabels[action] : ''}
        variant={action === 'discard' ? 'danger' : 'primary'}
        busy={busy || (action === 'finalize' && !plan.data)}
        onCancel={onCancel}
        onConfirm={() => (action ? onConfirm(action) : undefined)}
      />
    </Modal>
  );
}
