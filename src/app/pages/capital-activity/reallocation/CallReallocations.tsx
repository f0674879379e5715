import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { EventState } from '../../../../api/event-state';
import { button } from '../../../components/button-styles';
import { ConfirmActions } from '../../../components/ConfirmActions';
import { DatePicker } from '../../../components/date-picker/DatePicker';
import { dateParseError } from '../../../components/date-picker/date-parse-error';
import { FormField, inputClass } from '../../../components/form-field';
import { Modal } from '../../../components/Modal';
import { apiErrorOf } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-display';
import { usePermissions } from '../../../lib/use-permissions';
import { capitalEventStateLabels } from '../../../../../machines/capital-event.machine';
import { reallocationQueries, useCreateReallocation } from './reallocation-queries';
import { reallocationHref } from './reallocation-routes';

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * A finalized call's reallocations (issue 17 item 6), under its title: each one linked with its
 * state and date, so the call's own figures (as posted) are never read as the LPs' final amounts;
 * and "Reallocate" for users who may write: asks for the effective date (today by default, not
 * before the call's due date), drafts the reallocation as its own event and opens its update
 * step. Absent on a call that is not finalized.
 */
export function CallReallocations({
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
  const { data } = useQuery({
    ...reallocationQueries.ofCall(fundFamilyId, call.id),
    enabled: call.state === 'completed',
  });
  if (call.state !== 'completed') return null;
  const reallocations = data?.reallocations ?? [];

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
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center', mb: '3' })}>
      {reallocations.length > 0 ? (
        <p data-testid="call-reallocations" className={css({ color: 'gray.700' })}>
          Reallocated by{' '}
          {reallocations.map((r, at) => (
            <span key={r.id}>
              {at > 0 ? ', ' : ''}
              <Link
                href={reallocationHref(fundFamilyId, r.id)}
                className={css({ color: 'blue.700', textDecoration: 'underline' })}
              >
                {r.name}
              </Link>{' '}
              ({capitalEventStateLabels[r.state]}, effective {formatDate(r.effective_date)})
            </span>
          ))}
          : the figures below are the call as it posted; the reallocations move amounts between its
          LPs.
        </p>
      ) : null}
      {can('write') ? (
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
      ) : null}
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
    </div>
  );
}
