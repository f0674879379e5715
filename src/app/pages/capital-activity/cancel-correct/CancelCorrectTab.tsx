import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { cancelCorrectTypeLabels, cancelCorrectTypes } from '../../../../api/cancel-correct';
import type { CapitalCallEvent } from '../../../../api/capital-call';
import { button } from '../../../components/button-styles';
import { inputClass } from '../../../components/form-field';
import { card, tableStyle } from '../../../components/page-styles';
import { formatDate } from '../../../lib/date-display';
import { usePermissions } from '../../../lib/use-permissions';
import { reportServerErrors } from '../../../lib/server-field-errors';
import { CorrectionConfirm } from '../../events-admin/CorrectionConfirm';
import { CorrectionPreviewView } from '../../events-admin/CorrectionPreviewView';
import { useEventCorrection } from '../../events-admin/use-event-correction';
import { capitalActivityBase } from '../capital-activity-routes';
import { capitalActivityQueries } from '../capital-call-queries';
import {
  cancelCorrectFormOf,
  cancelCorrectRequestOf,
  isTypedLine,
  type CancelCorrectForm,
} from './cancel-correct-form';
import { cancelCorrectQueries, cancelCorrectRequests } from './cancel-correct-queries';

const problem = css({ color: 'red.700', fontSize: 'sm' });
const callLink = (fundFamilyId: string, eventId: string) =>
  `${capitalActivityBase(fundFamilyId)}/${eventId}/capital-call-overview`;

/** Which event corrected this call, or which call this event corrects (every tab shows it). */
export function CancelCorrectNote({
  fundFamilyId,
  eventId,
}: {
  fundFamilyId: string;
  eventId: string;
}) {
  const { data } = useQuery(cancelCorrectQueries.state(fundFamilyId, eventId));
  const by = data?.corrected_by;
  const of = data?.corrects;
  if (!by && !of) return null;
  return (
    <p
      role="status"
      data-testid="cancel-correct-note"
      className={css({
        bg: 'yellow.50',
        border: '1px solid',
        borderColor: 'yellow.300',
        borderRadius: '6px',
        px: '3',
        py: '2',
        mt: '2',
      })}
    >
      {by ? (
        <>
          Cancel-corrected by{' '}
          <Link href={callLink(fundFamilyId, by.event_id)}>{by.event_name}</Link>, posted{' '}
          {formatDate(by.posting_date)} ({by.correction_type.replace(/_/g, ' ')}): its rows are
          reversed there, and its notices are made from the corrected call.
        </>
      ) : (
        <>
          Cancel-correct of{' '}
          <Link href={callLink(fundFamilyId, of!.original_event_id)}>the original call</Link>,
          posted {formatDate(of!.posting_date)} ({of!.correction_type.replace(/_/g, ' ')}).
        </>
      )}
    </p>
  );
}

/** The correction being typed: its type and date, and each typed line's amount and overrides. */
function CorrectionFields({
  event,
  lps,
  form,
  setForm,
  problems,
  disabled,
}: {
  event: CapitalCallEvent;
  lps: { commitment_id: string; lp: string }[];
  form: CancelCorrectForm;
  setForm: (form: CancelCorrectForm) => void;
  problems: Record<string, string>;
  disabled: boolean;
}) {
  const setLine = (at: number, change: Partial<CancelCorrectForm['lines'][number]>) =>
    setForm({ ...form, lines: { ...form.lines, [at]: { ...form.lines[at]!, ...change } } });
  return (
    <fieldset disabled={disabled} className={css({ display: 'grid', gap: '4' })}>
      <div className={card}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>Correction type</legend>
        {cancelCorrectTypes.map((type) => (
          <label key={type} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <input
              type="radio"
              name="correction-type"
              value={type}
              checked={form.correctionType === type}
              onChange={() => setForm({ ...form, correctionType: type })}
            />
            {cancelCorrectTypeLabels[type]}
          </label>
        ))}
        {form.correctionType === 'custom_date' ? (
          <label className={css({ display: 'block', mt: '2' })}>
            Posting date (on or after {formatDate(event.due_date)})
            <input
              type="date"
              className={inputClass}
              min={event.due_date}
              value={form.postingDate}
              onChange={(e) => setForm({ ...form, postingDate: e.target.value })}
            />
          </label>
        ) : null}
        {problems.posting_date ? <p className={problem}>{problems.posting_date}</p> : null}
      </div>
      {event.uses.map((use, at) =>
        isTypedLine(use) ? (
          <section key={use.id} className={card} aria-label={`Line ${at + 1}`}>
            <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{use.description}</h3>
            <label>
              Amount
              <input
                className={inputClass}
                inputMode="decimal"
                value={form.lines[at]!.amount}
                onChange={(e) => setLine(at, { amount: e.target.value })}
              />
            </label>
            {problems[`uses.${at}.amount_cents`] ? (
              <p className={problem}>{problems[`uses.${at}.amount_cents`]}</p>
            ) : null}
            <details className={css({ mt: '3' })}>
              <summary>
                Per-LP overrides (
                {Object.values(form.lines[at]!.overrides).filter((text) => text.trim()).length} set;
                the others are allocated through the structure)
              </summary>
              <table className={`${tableStyle} ${css({ mt: '2' })}`}>
                <thead>
                  <tr>
                    <th>LP</th>
                    <th>Override (blank: allocated through the structure)</th>
                  </tr>
                </thead>
                <tbody>
                  {lps.map((lp) => (
                    <tr key={lp.commitment_id}>
                      <td>{lp.lp}</td>
                      <td>
                        <input
                          aria-label={`Override for ${lp.lp}`}
                          className={inputClass}
                          inputMode="decimal"
                          value={form.lines[at]!.overrides[lp.commitment_id] ?? ''}
                          onChange={(e) =>
                            setLine(at, {
                              overrides: {
                                ...form.lines[at]!.overrides,
                                [lp.commitment_id]: e.target.value,
                              },
                            })
                          }
                        />
                        {problems[`uses.${at}.overrides.${lp.commitment_id}`] ? (
                          <p className={problem}>
                            {problems[`uses.${at}.overrides.${lp.commitment_id}`]}
                          </p>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>
        ) : null,
      )}
    </fieldset>
  );
}

/**
 * The finalized call's Cancel-correct tab (issue 21): choose the correction type, edit the lines'
 * amounts and per-LP overrides, preview per LP and code (nothing posts; the grid exports to
 * xlsx), then confirm the very preview seen. Config permission, as the Events admin's corrections.
 */
export function CancelCorrectTab({ event }: { event: CapitalCallEvent }) {
  const fundFamilyId = event.fund_family_id;
  const { can } = usePermissions();
  const { data: state } = useQuery(cancelCorrectQueries.state(fundFamilyId, event.id));
  // The LPs the call reached on its due date (its breakdown), the only ones an override can name.
  const { data: breakdown } = useQuery(capitalActivityQueries.breakdown(fundFamilyId, event.id));
  if (!state) return <p>Loading…</p>;
  if (!can('config'))
    return (
      <p className={card} role="note">
        Cancel-correct needs the config permission.
      </p>
    );
  return (
    <CancelCorrectRun
      event={event}
      blockedReason={state.blocked_reason}
      lps={breakdown?.rows ?? []}
    />
  );
}

function CancelCorrectRun({
  event,
  blockedReason,
  lps,
}: {
  event: CapitalCallEvent;
  /** Why the call cannot be corrected (once this run is done: it was corrected). */
  blockedReason: string | null;
  lps: { commitment_id: string; lp: string }[];
}) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  // A refused preview names its fields (uses.{line}.amount_cents, …) beside them.
  const correction = useEventCorrection(
    cancelCorrectRequests(event.fund_family_id, event.id, (failure) =>
      reportServerErrors(failure, (path, message) => {
        setProblems((known) => ({ ...known, [path]: message }));
        return true;
      }),
    ),
    { kind: 'cancel_correct', fromEventId: event.id },
  );
  const [form, setForm] = useState(() => cancelCorrectFormOf(event));
  const stage = correction.state;
  if (blockedReason && stage === 'choosing')
    return (
      <p className={card} role="note">
        {blockedReason}
      </p>
    );
  const preview = () => {
    const read = cancelCorrectRequestOf(event, form);
    if ('problems' in read) return setProblems(read.problems);
    setProblems({});
    correction.makePreview(read.request);
  };
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <CorrectionFields
        event={event}
        lps={lps}
        form={form}
        setForm={setForm}
        problems={problems}
        disabled={stage !== 'choosing'}
      />
      <div className={css({ display: 'flex', gap: '3' })}>
        {stage === 'choosing' || (stage === 'previewing' && !correction.preview) ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={stage !== 'choosing'}
            onClick={preview}
          >
            {correction.previewing ? 'Making the preview…' : 'Preview'}
          </button>
        ) : null}
        {stage === 'previewing' && correction.preview ? (
          <CorrectionConfirm correction={correction} />
        ) : null}
      </div>
      {correction.snapshot.context.message && stage === 'previewing' ? (
        <p role="alert" className={problem}>
          {correction.snapshot.context.message}
        </p>
      ) : null}
      {stage === 'done' && correction.confirmed ? (
        <p role="status" data-testid="correction-outcome" className={css({ color: 'green.800' })}>
          Done: {correction.confirmed.correction.event_name} is posted; {event.name}&apos;s rows are
          reversed and its notices are out of date.
        </p>
      ) : null}
      {stage === 'previewing' && correction.preview ? (
        <CorrectionPreviewView preview={correction.preview} />
      ) : null}
      {stage === 'done' && correction.confirmed ? (
        <CorrectionPreviewView preview={correction.confirmed.preview} />
      ) : null}
    </div>
  );
}
