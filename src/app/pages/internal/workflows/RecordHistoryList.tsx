import { css } from 'styled-system/css';
import type { AnyStateMachine } from 'xstate';
import type { RecordHistory } from '../../../../api/record-history';
import { eventLabel } from '../../../../../machines/machine-labels';
import { formatDate } from '../../../lib/date-display';

type Props = {
  machine: AnyStateMachine;
  history: RecordHistory;
  /** State labels by state node id (the chart's own). */
  stateLabels: ReadonlyMap<string, string>;
};

/**
 * The record's taken transitions in order, numbered as the chart numbers them, with who and
 * when from the audit log.
 */
export function RecordHistoryList({ machine, history, stateLabels }: Props) {
  const label = (state: string) => stateLabels.get(`${machine.id}.${state}`) ?? state;
  return (
    <div
      data-testid="record-history"
      className={css({
        border: '1px solid',
        borderColor: 'violet.200',
        bg: 'violet.50',
        borderRadius: '6px',
        p: '3',
        mb: '3',
      })}
    >
      <p className={css({ fontWeight: 'semibold', mb: '1' })}>
        This record is now {label(history.state)}
      </p>
      {history.transitions.length === 0 ? (
        <p className={css({ color: 'gray.600' })}>
          The audit log records no state change of it yet.
        </p>
      ) : (
        <ol aria-label="Its history" className={css({ listStyle: 'decimal', pl: '6' })}>
          {history.transitions.map((step, index) => (
            <li key={index}>
              {label(step.from)} → {label(step.to)}: {eventLabel(machine, step.event)}
              <span className={css({ color: 'gray.600' })}>
                {' '}
                ({step.by ?? 'no user recorded'}, {formatDate(step.at, 'MM/dd/yyyy HH:mm')})
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
