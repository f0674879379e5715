import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { CommitmentDetail } from '../../../../../api/commitment-detail';
import { button } from '../../../../components/button-styles';
import { Modal } from '../../../../components/Modal';
import { PermissionGate } from '../../../../components/PermissionGate';
import { classChangeQueries, useStartClassChange } from '../../../../queries/class-change-queries';
import { ClassChangeForm } from './ClassChangeForm';

export const classChangeBase = (fundFamilyId: string, commitmentId: string) =>
  `/fund-family/${fundFamilyId}/commitments/change-commitment-class/${commitmentId}`;

/**
 * The profile tab's "Change class" action: a draft change as of an effective date, reviewed in
 * its fee true-up and equalization steps before it is finalized. A draft in progress is
 * continued instead; the class history is one link away.
 */
export function ChangeClassAction({ commitment }: { commitment: CommitmentDetail }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const base = classChangeBase(commitment.fund_family_id, commitment.id);
  const { data: history } = useQuery(
    classChangeQueries.history(commitment.fund_family_id, commitment.id),
  );
  const start = useStartClassChange(commitment.fund_family_id, commitment.id);
  return (
    <div className={css({ display: 'flex', gap: '2', alignItems: 'center', mb: '4' })}>
      <PermissionGate permission="write">
        {history?.draft ? (
          <Link
            href={`${base}/${history.draft.fund_family_event_id}/fee-true-up`}
            className={button()}
          >
            Continue class change
          </Link>
        ) : (
          <button type="button" className={button()} onClick={() => setOpen(true)}>
            Change class
          </button>
        )}
      </PermissionGate>
      <Link href={`${base}/historical`} className={button({ variant: 'secondary' })}>
        Class history{history?.changes.length ? ` (${history.changes.length})` : ''}
      </Link>
      <Modal open={open} onOpenChange={setOpen} title="Change commitment class" width="480px">
        <p className={css({ color: 'gray.600', mb: '3' })}>
          {commitment.investor_entity_name} is in{' '}
          {commitment.investor_class_name ?? 'no class (fund defaults)'}. From the effective date
          its fees follow the new class; the next steps show the fee true-up and any equalization
          before anything is posted.
        </p>
        <ClassChangeForm
          classOptions={commitment.class_options}
          currentClassId={commitment.investor_class_id}
          initial={null}
          saveLabel="Start class change"
          onSave={async (input) => {
            const created = await start.mutateAsync(input);
            // After the form has reset to the saved values, so its unsaved-changes guard lets go.
            setTimeout(() => {
              setOpen(false);
              navigate(`${base}/${created.fund_family_event_id}/fee-true-up`);
            }, 100);
          }}
        />
      </Modal>
    </div>
  );
}
