import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * A fee charge event, written by hand from spec §4 and issue 20: a draft's inputs change
 * (their saver is its preparer); it publishes only when its run reconciles and the publisher
 * is not the preparer (maker-checker); a draft can be deleted; published and deleted are final.
 */
type State = 'draft' | 'published' | 'deleted';
type Facts = { reconciles: boolean; preparedBy: string | null };
type Now = Expected<State, Facts>;

function step(now: Now, event: EventObject): Now | undefined {
  const p = event as { userId?: string; reconciles?: boolean };
  if (now.state !== 'draft') return undefined;
  switch (event.type) {
    case 'fee_charge_event.inputs_change':
      return {
        state: 'draft',
        facts: { reconciles: p.reconciles ?? false, preparedBy: p.userId ?? null },
      };
    case 'fee_charge_event.publish':
      return now.facts.reconciles && p.userId !== now.facts.preparedBy
        ? { ...now, state: 'published' }
        : undefined;
    case 'fee_charge_event.delete':
      return { ...now, state: 'deleted' };
    default:
      return undefined;
  }
}

const { machine, sampleEvents } = machineRegistry.feeChargeEvent;

export const feeChargeEventModel = tableModel<State, Facts>({
  name: 'feeChargeEvent',
  paths: modelPaths(machine, sampleEvents),
  start: { state: 'draft', facts: { reconciles: false, preparedBy: null } },
  input: {},
  step,
  probes: [...sampleEvents, { type: 'fee_charge_event.delete' }],
  tags: { editable: ['draft'], posted: ['published'] },
  context: (now, context) => {
    const c = context as Facts;
    return [
      ['reconciles', now.facts.reconciles, c.reconciles],
      ['prepared by', now.facts.preparedBy, c.preparedBy],
    ];
  },
});
