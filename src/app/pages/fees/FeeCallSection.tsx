import { Field, Form, useForm } from '@formisch/react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { feeCallInputSchema } from '../../../api/fee-call';
import type { FeeChargeEventView } from '../../../api/fee-charge-event';
import '../../../api/validation-messages';
import { button } from '../../components/button-styles';
import { Modal, ModalActions } from '../../components/Modal';
import { MoneyText } from '../../components/MoneyText';
import { card } from '../../components/page-styles';
import { fieldErrorsOn } from '../../lib/server-field-errors';
import { usePermissions } from '../../lib/use-permissions';
import { capitalActivityBase } from '../capital-activity/capital-activity-routes';
import { DateField } from '../capital-activity/DateField';
import { EventStateBadge } from '../capital-activity/EventStateBadge';
import { DialogProblem, reportInDialog } from '../settings-users/dialog-problem';
import { useDraftFeeCall } from './fee-charge-event-queries';

const note = css({ color: 'gray.700', mb: '3' });

/** Asks for the call's dates, then drafts it and opens it. */
function FeeCallDialog({
  view,
  open,
  onOpenChange,
}: {
  view: FeeChargeEventView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm({ schema: feeCallInputSchema, initialInput: {} });
  const draft = useDraftFeeCall(view.fund_family_id, view.id);
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setProblem(null);
        onOpenChange(next);
      }}
      title="Draft the capital call for these fees"
      width="520px"
    >
      <Form
        of={form}
        onSubmit={async (output) => {
          setProblem(null);
          try {
            const call = await draft.mutateAsync(output);
            navigate(`${capitalActivityBase(view.fund_family_id)}/calls/${call.event_id}`);
          } catch (error) {
            await reportInDialog(
              error,
              fieldErrorsOn(form, ['notice_date', 'due_date']),
              setProblem,
            );
          }
        }}
      >
        <p className={note}>
          A draft capital call with one management fees line of{' '}
          <MoneyText cents={view.totals.net_cents} />: each LP is called its net fee as published
          (gross less offsets and waivers). It then goes through the call's own steps: notices, and
          another user finalizes it.
        </p>
        <Field of={form} path={['notice_date']}>
          {(field) => <DateField field={field} id="fee-call-notice-date" label="Notice Date" />}
        </Field>
        <Field of={form} path={['due_date']}>
          {(field) => <DateField field={field} id="fee-call-due-date" label="Due Date" />}
        </Field>
        <DialogProblem message={problem} />
        <ModalActions submitLabel="Draft the call" busy={form.isSubmitting} />
      </Form>
    </Modal>
  );
}

/**
 * A published charge's capital call (issue 20: publishing charges the fee; a call collects it):
 * the call drafted from it, or, for a user who drafts calls, the way to draft it.
 */
export function FeeCallSection({ view }: { view: FeeChargeEventView }) {
  const { can } = usePermissions();
  const [open, setOpen] = useState(false);
  const call = view.fee_call;
  return (
    <section className={card} aria-label="Capital call for these fees">
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>Capital call for these fees</h2>
      {call ? (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          Called in{' '}
          <Link
            href={`${capitalActivityBase(view.fund_family_id)}/calls/${call.event_id}`}
            className={css({ color: 'blue.700', textDecoration: 'underline' })}
          >
            {call.name}
          </Link>
          <EventStateBadge state={call.state} />
        </p>
      ) : (
        <>
          <p className={note}>No capital call collects these fees yet.</p>
          {can('write') && view.totals.net_cents > 0 ? (
            <button type="button" className={button()} onClick={() => setOpen(true)}>
              Draft the capital call for these fees
            </button>
          ) : null}
          <FeeCallDialog view={view} open={open} onOpenChange={setOpen} />
        </>
      )}
    </section>
  );
}
