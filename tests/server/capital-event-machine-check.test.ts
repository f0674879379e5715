import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/api-error';
import {
  assertCapitalEventEditable,
  finishCapitalEventWorkflow,
  nextCapitalEventState,
  type CapitalEventTransition,
} from '../../src/server/capital-event/capital-event-machine-check';

const ready = { useCount: 2, checksPass: true, preparedBy: 'u-prep' };
const draft = (over: Partial<CapitalEventTransition> = {}): CapitalEventTransition => ({
  state: 'draft',
  facts: ready,
  actingUserId: 'u-approver',
  ...over,
});

/** The error contract's body of what `run` throws. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    return { status: apiError.status, ...apiError.toBody() };
  }
  throw new Error('expected a refusal');
}

describe('capital event transitions checked on the server', () => {
  it('moves a ready draft finalized by another user into the posting workflow, then completed', () => {
    expect(nextCapitalEventState(draft(), 'finalize')).toBe('in_progress');
    expect(finishCapitalEventWorkflow({ ...ready, workflow: 'finalize' }, 'done')).toBe(
      'completed',
    );
    expect(finishCapitalEventWorkflow({ ...ready, workflow: 'finalize' }, 'fail')).toBe('draft');
  });

  it('cancels or deletes a draft', () => {
    expect(nextCapitalEventState(draft(), 'cancel')).toBe('cancelled');
    expect(nextCapitalEventState(draft(), 'delete')).toBe('deleted');
  });

  it('refreshes only an out-of-date event; a failed refresh leaves it out of date', () => {
    expect(nextCapitalEventState(draft({ state: 'out_of_date' }), 'refresh')).toBe('in_progress');
    expect(finishCapitalEventWorkflow({ ...ready, workflow: 'refresh' }, 'fail')).toBe(
      'out_of_date',
    );
    expect(refusal(() => nextCapitalEventState(draft({ state: 'completed' }), 'refresh'))).toEqual({
      status: 409,
      code: 'invalid_transition',
      message: 'Only an out-of-date event can be refreshed.',
      dev_message: 'Only an out-of-date event can be refreshed.',
    });
  });

  it('answers 409 invalid_transition for finalizing, deleting or editing a finalized event', () => {
    const finalized = 'A finalized event is no longer editable.';
    for (const action of ['finalize', 'delete', 'cancel'] as const) {
      expect(
        refusal(() => nextCapitalEventState(draft({ state: 'completed' }), action)),
      ).toMatchObject({ status: 409, code: 'invalid_transition', message: finalized });
    }
    expect(refusal(() => assertCapitalEventEditable('completed'))).toMatchObject({
      status: 409,
      code: 'invalid_transition',
      message: finalized,
    });
    expect(refusal(() => assertCapitalEventEditable('in_progress'))).toMatchObject({
      status: 409,
      message: "The event's workflow is running; it cannot change until it finishes.",
    });
    expect(refusal(() => assertCapitalEventEditable('cancelled'))).toMatchObject({
      status: 409,
      message: 'A cancelled event cannot change.',
    });
    expect(() => assertCapitalEventEditable('draft')).not.toThrow();
  });

  it('names the conditions a draft misses before it can be finalized', () => {
    expect(
      refusal(() =>
        nextCapitalEventState(
          draft({ facts: { useCount: 0, checksPass: false, preparedBy: 'u-prep' } }),
          'finalize',
        ),
      ),
    ).toEqual({
      status: 409,
      code: 'invalid_transition',
      message: 'Finalize needs: has at least one use; all checks pass.',
      dev_message: 'Finalize needs: has at least one use; all checks pass.',
      data: { failed_conditions: ['hasUses', 'checksPass'] },
    });
  });

  it('refuses the preparer with 403 separation_of_duties unless the customer allows it', () => {
    expect(
      refusal(() => nextCapitalEventState(draft({ actingUserId: 'u-prep' }), 'finalize')),
    ).toMatchObject({
      status: 403,
      code: 'separation_of_duties',
      message: 'You sent this capital call for approval; another user must approve it.',
    });
    expect(
      nextCapitalEventState(
        draft({ actingUserId: 'u-prep', facts: { ...ready, preparerMayApprove: true } }),
        'finalize',
      ),
    ).toBe('in_progress');
  });
});
