import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import type { TransferActionName, TransferState } from '../machines/transfer.machine';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * What an investor transfer must do, written by hand from spec §4 (not read from the machine
 * or allowedTransferActions): processed at once only when it has transferees and its date has
 * come, scheduled only when the date is still to come; a scheduled one is processed on its date.
 */
type Facts = { transfereeCount: number };
type Now = Expected<TransferState, Facts>;

const due = (event: EventObject) => (event as { due?: boolean }).due === true;
const later = (event: EventObject) => (event as { due?: boolean }).due === false;
const to = (now: Now, state: TransferState): Now => ({ ...now, state });

function step(now: Now, event: EventObject): Now | undefined {
  const ready = now.facts.transfereeCount > 0;
  switch (`${now.state} ${event.type}`) {
    case 'draft transfer.transferees_change':
      return { ...now, facts: { transfereeCount: (event as unknown as Facts).transfereeCount } };
    case 'draft transfer.process':
      return ready && due(event) ? to(now, 'processed') : undefined;
    case 'draft transfer.schedule':
      return ready && later(event) ? to(now, 'scheduled') : undefined;
    case 'draft transfer.discard':
    case 'scheduled transfer.discard':
      return to(now, 'discarded');
    case 'scheduled transfer.process':
      return due(event) ? to(now, 'processed') : undefined;
    case 'scheduled transfer.unschedule':
      return to(now, 'draft');
    default:
      return undefined;
  }
}

/** The buttons each state offers (the transfer page's action bar), by hand. */
export const transferActionsByState: Record<
  TransferState,
  (facts: Facts, due: boolean) => TransferActionName[]
> = {
  draft: ({ transfereeCount }, due) =>
    transfereeCount > 0 ? [due ? 'process' : 'schedule', 'discard'] : ['discard'],
  scheduled: (_, due) => (due ? ['process', 'unschedule', 'discard'] : ['unschedule', 'discard']),
  processed: () => [],
  discarded: () => [],
};

export const transferModel = tableModel<TransferState, Facts>({
  name: 'transfer',
  paths: modelPaths(machineRegistry.transfer.machine, machineRegistry.transfer.sampleEvents),
  start: { state: 'draft', facts: { transfereeCount: 0 } },
  input: {},
  step,
  probes: [
    { type: 'transfer.transferees_change', transfereeCount: 1 },
    { type: 'transfer.process', due: true },
    { type: 'transfer.process', due: false },
    { type: 'transfer.schedule', due: true },
    { type: 'transfer.schedule', due: false },
    { type: 'transfer.unschedule' },
    { type: 'transfer.discard' },
  ],
  tags: { editable: ['draft'], posted: ['processed'] },
  context: (now, context) => [
    ['transferees', now.facts.transfereeCount, (context as Facts).transfereeCount],
  ],
});
