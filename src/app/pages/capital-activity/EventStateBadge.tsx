import { css, cva } from 'styled-system/css';
import {
  capitalEventStateLabels,
  type PersistedCapitalEventState,
} from '../../../../machines/capital-event.machine';

/** Spec §4 event state: cancelled, completed, draft, in_progress, out_of_date. */
export type EventState = PersistedCapitalEventState;

const badge = cva({
  base: {
    display: 'inline-block',
    px: '2',
    py: '0.5',
    borderRadius: '999px',
    fontSize: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      warning: { bg: '#fef3c7', color: '#92400e' },
      info: { bg: '#dbeafe', color: '#1e40af' },
      success: { bg: '#dcfce7', color: '#166534' },
      error: { bg: '#fee2e2', color: '#991b1b' },
      gray: { bg: 'gray.100', color: 'gray.700' },
    },
  },
});

/**
 * Draft waits (warning), a running workflow informs, completed is done, out of date needs a
 * refresh; the list's badges (table-data badge colours) use the same tones.
 */
export const eventStateTone = {
  draft: 'warning',
  in_progress: 'info',
  completed: 'success',
  out_of_date: 'error',
  cancelled: 'gray',
} as const satisfies Record<EventState, string>;
const toneOf = eventStateTone;

export function EventStateBadge({ state }: { state: EventState }) {
  return (
    <span className={badge({ tone: toneOf[state] })} data-tone={toneOf[state]}>
      <span className={css({ srOnly: true })}>State: </span>
      {capitalEventStateLabels[state]}
    </span>
  );
}
