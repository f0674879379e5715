import { transition } from 'xstate';
import {
  availableCapitalEventActions,
  capitalEventActionEvents,
  capitalEventFinalizeRefusals,
  capitalEventGuardLabels,
  capitalEventMachine,
  capitalEventSnapshot,
  type CapitalEventActionName,
  type CapitalEventEvent,
  type CapitalEventFacts,
  type CapitalEventState,
  type PersistedCapitalEventState,
} from '../../../machines/capital-event.machine';
import { apiErrorCodes } from '../../api/api-error';
import { ApiError } from '../api-error';
import { assertMayApprove } from '../settings/separation-of-duties';

/**
 * The server's side of the capitalEvent machine: every route that changes a capital event
 * asks here whether the machine allows it from the persisted fund_family_events.state, and
 * persists the state it answers. An illegal transition is a 409 invalid_transition; the
 * preparer finalizing their own event is the 403 separation_of_duties closings answer.
 */
export { availableCapitalEventActions };

/** Spec §4: "A finalized event is no longer editable." */
export const finalizedNotEditable = 'A finalized event is no longer editable.';

/** Why a capital event in `state` cannot change, in the words the 409 carries. */
function notEditableMessage(state: CapitalEventState): string {
  switch (state) {
    case 'completed':
    case 'out_of_date':
      return finalizedNotEditable;
    case 'in_progress':
      return "The event's workflow is running; it cannot change until it finishes.";
    case 'cancelled':
      return 'A cancelled event cannot change.';
    case 'deleted':
      return 'The event was deleted.';
    case 'draft':
      return '';
  }
}

export function isCapitalEventEditable(state: CapitalEventState): boolean {
  return capitalEventSnapshot(state).hasTag('editable');
}

/** A capital event's contents (uses, overrides, dates) change only while it is a draft. */
export function assertCapitalEventEditable(state: CapitalEventState): void {
  if (isCapitalEventEditable(state)) return;
  throw new ApiError({
    status: 409,
    code: apiErrorCodes.invalidTransition,
    message: notEditableMessage(state),
  });
}

export type CapitalEventTransition = {
  state: PersistedCapitalEventState;
  facts: CapitalEventFacts;
  /** The user asking (finalize holds them to maker-checker). */
  actingUserId: string;
  /** What is being finalized, as the maker-checker message names it ('capital call'). */
  eventNoun?: string;
};

/** The state the machine moves to; `deleted` means the row goes. */
function stateAfter(state: CapitalEventState, facts: CapitalEventFacts, event: CapitalEventEvent) {
  const [next] = transition(capitalEventMachine, capitalEventSnapshot(state, facts), event);
  return next.value as CapitalEventState;
}

/**
 * The state a page action (finalize, cancel, delete, refresh) leads to from the persisted
 * state: finalize answers in_progress (the posting workflow runs; finish it with
 * finishCapitalEventWorkflow), delete answers deleted. An action the machine refuses is a
 * 409 invalid_transition naming the state or the conditions that fail; the preparer
 * finalizing without the customer's leave is a 403 separation_of_duties.
 */
export function nextCapitalEventState(
  request: CapitalEventTransition,
  action: CapitalEventActionName,
): CapitalEventState {
  const { state, facts, actingUserId } = request;
  const event = capitalEventActionEvents[action](actingUserId);
  const snapshot = capitalEventSnapshot(state, facts);
  if (snapshot.can(event)) return stateAfter(state, facts, event);

  if (action === 'finalize' && state === 'draft') {
    const refusals = capitalEventFinalizeRefusals(facts, actingUserId);
    const others = refusals.filter((name) => name !== 'approverMayFinalize');
    if (others.length > 0) {
      throw new ApiError({
        status: 409,
        code: apiErrorCodes.invalidTransition,
        message: `Finalize needs: ${others.map((g) => capitalEventGuardLabels[g]).join('; ')}.`,
        data: { failed_conditions: others },
      });
    }
    assertMayApprove({
      eventNoun: request.eventNoun ?? 'capital call',
      preparedBy: facts.preparedBy ?? null,
      actingUserId,
      preparerMayApprove: facts.preparerMayApprove ?? false,
    });
  }
  throw new ApiError({
    status: 409,
    code: apiErrorCodes.invalidTransition,
    message:
      action === 'refresh' && state !== 'out_of_date'
        ? 'Only an out-of-date event can be refreshed.'
        : notEditableMessage(state),
  });
}

/**
 * Where a running workflow leaves the event: done → completed; failed → draft after a
 * failed posting (nothing was posted), out_of_date after a failed refresh.
 */
export function finishCapitalEventWorkflow(
  facts: CapitalEventFacts & { workflow: 'finalize' | 'refresh' },
  outcome: 'done' | 'fail',
): PersistedCapitalEventState {
  const event: CapitalEventEvent = {
    type: outcome === 'done' ? 'capital_event.workflow_done' : 'capital_event.workflow_fail',
  };
  return stateAfter('in_progress', facts, event) as PersistedCapitalEventState;
}
