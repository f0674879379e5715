import { transition } from 'xstate';
import {
  allowedClosingActions,
  closingActionEvents,
  closingMachine,
  closingSnapshot,
  type ClosingState,
} from '../../../machines/closing.machine';
import type { ClosingAction } from '../../api/fund-structure';
import { ApiError } from '../api-error';

export const availableClosingActions = (
  state: ClosingState,
  commitmentCount: number,
): ClosingAction[] => allowedClosingActions(state, commitmentCount);

export function isClosingEditable(state: ClosingState): boolean {
  return closingSnapshot(state, 0).hasTag('editable');
}

/**
 * A closing's contents (commitments, overrides) change only while the machine says it is
 * editable (draft); otherwise a 409 invalid_transition saying so.
 */
export function assertClosingEditable(
  state: ClosingState,
  message = 'Only a draft closing can change its commitments.',
): void {
  if (!isClosingEditable(state))
    throw new ApiError({ status: 409, code: 'invalid_transition', message });
}

/** The state a legal action leads to; an illegal one is a 409 invalid_transition. */
export function nextClosingState(
  state: ClosingState,
  commitmentCount: number,
  action: ClosingAction,
): ClosingState {
  const snapshot = closingSnapshot(state, commitmentCount);
  const event = closingActionEvents[action];
  if (!snapshot.can(event)) {
    const why =
      action === 'send-for-approval' && state === 'draft'
        ? 'Add at least one commitment before sending the closing for approval.'
        : `A closing that is ${state.replace(/_/g, ' ')} cannot ${action.replace(/-/g, ' ')}.`;
    throw new ApiError({ status: 409, code: 'invalid_transition', message: why });
  }
  const [next] = transition(closingMachine, snapshot, event);
  return next.value as ClosingState;
}
