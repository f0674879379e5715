import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * A late adjustment of a published fee, written by hand from spec §4 and issue 20: a draft's
 * late items change (their saver becomes a preparer beside its creator); it applies only with
 * at least one item, a period that reconciles and an applier who prepared none of it
 * (maker-checker); a draft can be discarded or deleted, a discarded one deleted; applied and
 * deleted are final (an applied adjustment's rows stay on the ledger).
 */
type State = 'draft' | 'applied' | 'discarded' | 'deleted';
type Facts = { itemCount: number; reconciles: boolean; updatedBy: string | null };
type Now = Expected<State, Facts>;

function step(now: Now, event: EventObject): Now | undefined {
  const p = event as { userId?: string; reconciles?: boolean; itemCount?: number };
  if (now.state === 'discarded')
    return event.type === 'fee_late_adjustment.delete' ? { ...now, state: 'deleted' } : undefined;
  if (now.state !== 'draft') return undefined;
  switch (event.type) {
    case 'fee_late_adjustment.items_change':
      return {
        state: 'draft',
        facts: {
          itemCount: p.itemCount ?? 0,
          reconciles: p.reconciles ?? false,
          updatedBy: p.userId ?? null,
        },
      };
    case 'fee_late_adjustment.apply':
      return now.facts.itemCount > 0 && now.facts.reconciles && p.userId !== now.facts.updatedBy
        ? { ...now, state: 'applied' }
        : undefined;
    case 'fee_late_adjustment.discard':
      return { ...now, state: 'discarded' };
    case 'fee_late_adjustment.delete':
      return { ...now, state: 'deleted' };
    default:
      return undefined;
  }
}

const { machine, sampleEvents } = machineRegistry.feeLateAdjustment;

export const feeLateAdjustmentModel = tableModel<State, Facts>({
  name: 'feeLateAdjustment',
  paths: modelPaths(machine, sampleEvents),
  start: { state: 'draft', facts: { itemCount: 0, reconciles: false, updatedBy: null } },
  input: {},
  step,
  probes: [
    ...sampleEvents,
    { type: 'fee_late_adjustment.discard' },
    { type: 'fee_late_adjustment.delete' },
  ],
  tags: { editable: ['draft'], posted: ['applied'] },
  context: (now, context) => {
    const c = context as Facts;
    return [
      ['item count', now.facts.itemCount, c.itemCount],
      ['reconciles', now.facts.reconciles, c.reconciles],
      ['last changed by', now.facts.updatedBy, c.updatedBy],
    ];
  },
});
