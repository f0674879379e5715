import { useEffect } from 'react';
import { css } from 'styled-system/css';
import type { CustomerEventList, RollbackKind } from '../../../api/event-correction';
import { inputClass } from '../../components/form-field';
import { card } from '../../components/page-styles';
import { CorrectionControls } from './CorrectionControls';
import { correctionRequests } from './events-admin-queries';
import { useEventCorrection } from './use-event-correction';

const kinds: { value: RollbackKind; label: string; explanation: string }[] = [
  {
    value: 'soft',
    label: 'Soft rollback',
    explanation:
      'The event and every later one become out of date; their ledger rows are set aside, ready to refresh.',
  },
  {
    value: 'hard',
    label: 'Hard rollback',
    explanation: 'The event and every later one are deleted permanently with their ledger rows.',
  },
];

/** The rollback tab: choose the event it starts at and soft or hard, preview, confirm. */
export function RollbackTab({
  fundFamilyId,
  list,
  initialEventId,
}: {
  fundFamilyId: string;
  list: CustomerEventList;
  initialEventId: string | null;
}) {
  const correction = useEventCorrection(correctionRequests(fundFamilyId));
  const { kind, fromEventId } = correction.snapshot.context;
  const rollbackKind: RollbackKind = kind === 'soft_rollback' ? 'soft' : 'hard';
  const softAllowed = list.soft_rollback_and_refresh_allowed;
  const choosing = correction.state === 'choosing';
  const choose = (eventId: string | null, next: RollbackKind) => {
    const event = list.events.find((e) => e.id === eventId);
    correction.choose(next === 'soft' ? 'soft_rollback' : 'hard_rollback', eventId, {
      mayRollBack: event?.may_roll_back ?? true,
      softAllowed,
    });
  };
  // Arriving from "Roll back from here", the event is chosen (soft when the user may).
  useEffect(() => {
    if (kind === null) choose(initialEventId, softAllowed ? 'soft' : 'hard');
    // Only on arrival: later choices are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <section className={card} aria-label="Choose the rollback">
        <label
          htmlFor="rollback-from"
          className={css({ display: 'block', fontWeight: 'medium', mb: '1' })}
        >
          Roll back from (this event and every later one)
        </label>
        <select
          id="rollback-from"
          className={inputClass}
          value={fromEventId ?? ''}
          disabled={!choosing}
          onChange={(e) => choose(e.target.value || null, rollbackKind)}
        >
          <option value="">Choose an event</option>
          {list.events.map((e) => (
            <option key={e.id} value={e.id} disabled={!e.may_roll_back}>
              {e.effective_date} · {e.name} ({e.state.replace(/_/g, ' ')})
            </option>
          ))}
        </select>
        <fieldset className={css({ mt: '3', display: 'grid', gap: '2' })} disabled={!choosing}>
          <legend className={css({ fontWeight: 'medium', mb: '1' })}>Kind</legend>
          {kinds.map((k) => (
            <label
              key={k.value}
              className={css({ display: 'flex', gap: '2', alignItems: 'start' })}
            >
              <input
                type="radio"
                name="rollback-kind"
                value={k.value}
                checked={rollbackKind === k.value && kind !== null}
                disabled={k.value === 'soft' && !softAllowed}
                onChange={() => choose(fromEventId, k.value)}
              />
              <span>
                <strong>{k.label}</strong> — {k.explanation}
                {k.value === 'soft' && !softAllowed
                  ? ' Only internal users may, unless the external_user_soft_rollback_and_refresh_events flag is on.'
                  : ''}
              </span>
            </label>
          ))}
        </fieldset>
      </section>
      <CorrectionControls correction={correction} />
    </div>
  );
}
