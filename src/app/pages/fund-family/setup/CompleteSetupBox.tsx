import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../../components/button-styles';
import { ConfirmActions } from '../../../components/ConfirmActions';
import { inputClass } from '../../../components/form-field';
import { Modal } from '../../../components/Modal';
import { PermissionGate } from '../../../components/PermissionGate';
import { apiErrorOf } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { fundQueries, useCompleteSetup } from '../../../queries/fund-queries';
import { fundDatesQuery } from './fund-dates-query';

const notDraftMessage =
  "Looks like you're trying to start a first close on a fund that is not in draft mode. Please save your changes and try again.";

/**
 * Complete Setup (spec §4): starts fundraising and opens the first close. The first closing
 * date starts at the fund's start date; the button says why it cannot be pressed, and asks
 * before it changes the fund, since the fund then leaves draft.
 */
export function CompleteSetupBox({ fundFamilyId }: { fundFamilyId: string }) {
  const { data: fund } = useQuery(fundQueries.detail(fundFamilyId));
  const { data: dates } = useQuery(fundDatesQuery(fundFamilyId));
  const [typed, setTyped] = useState<string | null>(null);
  const date = typed ?? dates?.fund_start_date ?? '';
  const [asking, setAsking] = useState(false);
  const complete = useCompleteSetup(fundFamilyId);
  const [, navigate] = useLocation();
  const why = complete.isPending
    ? 'Starting the first close…'
    : date === ''
      ? 'Choose the first closing date to complete setup.'
      : null;
  const start = async () => {
    try {
      const started = await complete.mutateAsync(date);
      setAsking(false);
      navigate(`/fund-family/${fundFamilyId}/closing/${started.first_closing_id}/edit/commitments`);
    } catch (error) {
      setAsking(false);
      toaster.create({ type: 'error', title: (await apiErrorOf(error)).message });
    }
  };
  return (
    <section
      className={css({
        mt: '6',
        p: '4',
        border: '1px solid',
        borderColor: 'gray.200',
        borderRadius: '8px',
        bg: 'white',
      })}
      aria-label="Complete setup"
    >
      <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>Complete Setup</h2>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
        Starts fundraising and opens the first close.
      </p>
      <label htmlFor="first-closing-date" className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        First closing date
      </label>
      <input
        id="first-closing-date"
        type="date"
        value={date}
        onChange={(e) => setTyped(e.target.value)}
        className={`${inputClass} ${css({ mb: '3' })}`}
      />
      <PermissionGate permission="write">
        <button
          type="button"
          className={`${button()} ${css({ w: '100%', justifyContent: 'center' })}`}
          disabled={why !== null}
          aria-describedby={why ? 'complete-setup-why' : undefined}
          onClick={() => {
            if (fund?.state !== 'draft') {
              toaster.create({ type: 'error', title: notDraftMessage });
              return;
            }
            setAsking(true);
          }}
        >
          Complete Setup
        </button>
        {why ? (
          <p
            id="complete-setup-why"
            className={css({ fontSize: 'sm', color: 'gray.600', mt: '2' })}
          >
            {why}
          </p>
        ) : null}
      </PermissionGate>
      <Modal open={asking} onOpenChange={setAsking} title="Complete setup?" role="alertdialog">
        <p className={css({ mb: '4' })}>
          {fund?.name ?? 'The fund'} leaves draft and starts fundraising: its first close opens,
          dated {date ? format(parseISO(date), 'MM/dd/yyyy') : ''}, ready for commitments.
        </p>
        <ConfirmActions
          confirmLabel="Complete Setup"
          busy={complete.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => void start()}
        />
      </Modal>
    </section>
  );
}
