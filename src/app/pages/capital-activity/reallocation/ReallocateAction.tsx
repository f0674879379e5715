import { useState } from 'react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { EventState } from '../../../../api/capital-call';
import { button } from '../../../components/button-styles';
import { ConfirmActions } from '../../../components/ConfirmActions';
import { DatePicker } from '../../../components/date-picker/DatePicker';
import { dateParseError } from '../../../components/date-picker/date-parse-error';
import { FormField, inputClass } from '../../../components/form-field';
import { Modal } from '../../../components/Modal';
import { apiErrorOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-display';
import { usePermissions } from '../../../lib/use-permissions';
import { useCreateReallocation } from './reallocation-queries';
import { reallocationHref } from './reallocation-routes';

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * "Reallocate" on a finalized call's page (issue 17 item 6), for users who may write: asks for
 * the effective date (today by default, not before the call's due date), drafts the
 * reallocation as its own event and opens its update step. Absent on any other call.
 */
export function ReallocateAction({
  fundFamilyId,
  call,
}: {
  fundFamilyId: string;
  call: { id: string; name: string; state: EventState; due_date: string };
}) {
  const { can } = usePermissions();
  const [, navigate] = useLocation();
  const create = useCreateReallocation(fundFamilyId, call.id);
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (call.state !== 'completed' || !can('write')) return null;

  const start = async () => {
    try {
      const created = await create.mutateAsync(date);
      setOpen(false);
      navigate(reallocationHref(fundFamilyId, created.id));
    } catch (failure) {
      const apiError = await apiErrorOf(failure);
      const fields = (apiError.data ?? {}) as Record<string, string[]>;
      setError(fields.effective_date?.[0] ?? apiError.message);
    }
  };
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        onClick={() => {
          setDate(call.due_date > todayIso() ? call.due_date : todayIso());
          setError(null);
          setOpen(true);
        }}
      >
        Reallocate
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => (next ? null : setOpen(false))}
        title={`Reallocate ${call.name}`}
      >
        <p className={css({ color: 'gray.700', mb: '3' })}>
          Re-split the call&apos;s amounts among its LPs (a defaulting LP, a late admission). The
          reallocation is its own event: only the differences post, on its effective date, not
          before the due date {formatDate(call.due_date)}. Each use keeps its total.
        </p>
        <FormField
          id="reallocate-effective-date"
          label="Effective date"
          errors={error ? [error] : null}
        >
          <div>
            <DatePicker
              label="Effective date"
              value={date}
              onChange={(iso) => {
                setError(null);
                setDate(iso);
              }}
              onInvalid={() => setError(dateParseError)}
              invalid={Boolean(error)}
              className={inputClass}
            />
          </div>
        </FormField>
        <div className={css({ mt: '4' })}>
          <ConfirmActions
            confirmLabel="Draft reallocation"
            busy={create.isPending}
            onCancel={() => setOpen(false)}
            onConfirm={() => void start()}
          />
        </div>
      </Modal>
    </>
  );
}
