import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import {
  cancelCorrectTypeLabels,
  cancelCorrectTypes,
  type CancelCorrectPreviewRequest,
} from '../../../../api/cancel-correct';
import type { CapitalCallEvent } from '../../../../api/capital-call';
import { button } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { inputClass } from '../../../components/form-field';
import { card, tableStyle } from '../../../components/page-styles';
import { formatDate } from '../../../lib/date-display';
import { usePermissions } from '../../../lib/use-permissions';
import { CorrectionPreviewView } from '../../events-admin/CorrectionPreviewView';
import { capitalActivityBase } from '../capital-activity-routes';
import { capitalActivityQueries } from '../capital-call-queries';
import {
  cancelCorrectFormOf,
  cancelCorrectRequestOf,
  isTypedLine,
  type CancelCorrectForm,
} from './cancel-correct-form';
import { cancelCorrectQueries } from './cancel-correct-queries';
import { useCancelCorrect } from './use-cancel-correct';

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
          reversed there and its notices are out of date.
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
  const correction = useCancelCorrect(event.fund_family_id, event.id);
  const [form, setForm] = useState(() => cancelCorrectFormOf(event));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<CancelCorrectPreviewRequest | null>(null);
  const stage = correction.stage as string;
  if (blockedReason && stage === 'choosing')
    return (
      <p className={card} role="note">
        {blockedReason}
      </p>
    );
  const preview = async () => {
    const read = cancelCorrectRequestOf(event, form);
    if ('problems' in read) return setProblems(read.problems);
    setProblems({});
    setSent(read.request);
    await correction.makePreview(read.request, (path, message) =>
      setProblems((known) => ({ ...known, [path]: message })),
    );
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
        {stage === 'choosing' ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => void preview()}
          >
            {correction.previewing ? 'Making the preview…' : 'Preview'}
          </button>
        ) : null}
        {stage === 'previewing' && correction.preview ? (
          <>
            <button
              type="button"
              className={button({ variant: 'primary' })}
              disabled={!correction.canConfirm}
              onClick={() => setAsking(true)}
            >
              Confirm cancel-correct
            </button>
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              onClick={correction.back}
            >
              Back
            </button>
          </>
        ) : null}
      </div>
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
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Confirm the cancel-correct"
        confirmLabel="Confirm cancel-correct"
        busy={stage === 'confirmed' || stage === 'running'}
        onConfirm={() => {
          setAsking(false);
          if (sent) void correction.runConfirmed(sent);
        }}
      >
        {correction.preview
          ? `Reverse ${event.name}'s ledger rows and post the corrected call on ${formatDate(correction.preview.posting_date)}: ${correction.preview.row_count} ledger rows. ${event.name} stays as posted, marked cancel-corrected, and its notices become out of date.`
          : ''}
      </ConfirmDialog>
    </div>
  );
}
