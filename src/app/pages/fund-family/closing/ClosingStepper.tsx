import { css, cx } from 'styled-system/css';
import { closingStateLabels, type ClosingState } from '../../../../../machines/closing.machine';
import type { Closing } from '../../../../api/fund-structure';

/** The business path of a closing; discarded leaves it. */
const path = ['draft', 'sent_for_approval', 'complete', 'finalized'] as const;

const circle = css({
  flexShrink: 0,
  w: '26px',
  h: '26px',
  borderRadius: 'full',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 'sm',
  fontWeight: 'semibold',
  border: '2px solid',
});

/** Who moved the closing into a step, when the server knows. */
function stepNote(closing: Closing, state: ClosingState): string | null {
  if (state === 'draft') {
    const n = closing.commitments.length;
    return `${n} ${n === 1 ? 'commitment' : 'commitments'}`;
  }
  if (state === 'sent_for_approval' && closing.sent_for_approval_by)
    return `by ${closing.sent_for_approval_by.name}`;
  if (state === 'complete' && closing.approved_by) return `by ${closing.approved_by.name}`;
  if (state === 'finalized' && closing.state === 'finalized') return 'posted to the ledger';
  return null;
}

/**
 * Draft → Sent for approval → Approved → Finalized: where the closing is, who sent and who
 * approved it. The state names are the machine's (closingStateLabels), as the buttons are.
 */
export function ClosingStepper({ closing }: { closing: Closing }) {
  const state = closing.state as ClosingState;
  const discarded = state === 'discarded';
  const at = path.indexOf(state as (typeof path)[number]);
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })}>
      <ol
        aria-label="Closing progress"
        className={css({ display: 'flex', alignItems: 'center', gap: '2', listStyle: 'none' })}
      >
        {path.map((step, index) => {
          const done = !discarded && index < at;
          const current = !discarded && index === at;
          const note = done || current ? stepNote(closing, step) : null;
          return (
            <li
              key={step}
              aria-current={current ? 'step' : undefined}
              data-done={done || undefined}
              className={css({ display: 'flex', alignItems: 'center', gap: '2' })}
            >
              {index > 0 ? (
                <span
                  aria-hidden
                  className={css({
                    w: '28px',
                    h: '2px',
                    bg: done || current ? 'brand' : 'gray.300',
                  })}
                />
              ) : null}
              <span
                aria-hidden
                className={cx(
                  circle,
                  css(
                    current
                      ? { bg: 'brand', borderColor: 'brand', color: 'white' }
                      : done
                        ? { bg: 'white', borderColor: 'brand', color: 'brand' }
                        : { bg: 'white', borderColor: 'gray.300', color: 'gray.500' },
                  ),
                )}
              >
                {done || (current && step === 'finalized') ? '✓' : index + 1}
              </span>
              <span
                className={css({ display: 'flex', flexDirection: 'column', lineHeight: '1.2' })}
              >
                <span
                  data-testid={current ? 'closing-state' : undefined}
                  className={css({
                    fontWeight: current ? 'semibold' : 'medium',
                    color: done || current ? 'gray.900' : 'gray.500',
                    whiteSpace: 'nowrap',
                  })}
                >
                  {closingStateLabels[step]}
                </span>
                {note ? (
                  <span
                    className={css({ fontSize: 'xs', color: 'gray.600', whiteSpace: 'nowrap' })}
                  >
                    {note}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
      {discarded ? (
        <span
          data-testid="closing-state"
          className={css({
            px: '2',
            py: '0.5',
            borderRadius: '4px',
            bg: 'red.50',
            color: 'red.800',
            fontWeight: 'semibold',
          })}
        >
          {closingStateLabels.discarded}: nothing was posted
        </span>
      ) : null}
    </div>
  );
}
