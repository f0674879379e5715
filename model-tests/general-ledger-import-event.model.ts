import type { EventObject } from 'xstate';
import { machineRegistry } from '../machines';
import type {
  ImportEventActionName,
  ImportEventContext,
  ImportEventState,
} from '../machines/general-ledger-import-event.machine';
import { modelPaths } from './path-runner';
import { tableModel, type Expected } from './table-model';

/**
 * What a general-ledger import must do, written by hand (not read from the machine or
 * allowedImportEventActions): a draft posts only when it has entries and none has a problem;
 * only a posted import rolls back; only a draft is discarded.
 */
type Now = Expected<ImportEventState, ImportEventContext>;

const resolves = ({ entryCount, problemCount }: ImportEventContext) =>
  entryCount > 0 && problemCount === 0;
const to = (now: Now, state: ImportEventState): Now => ({ ...now, state });

function step(now: Now, event: EventObject): Now | undefined {
  switch (`${now.state} ${event.type}`) {
    case 'draft import_event.entries_change': {
      const { entryCount, problemCount } = event as unknown as ImportEventContext;
      return { ...now, facts: { entryCount, problemCount } };
    }
    case 'draft import_event.post':
      return resolves(now.facts) ? to(now, 'posted') : undefined;
    case 'draft import_event.discard':
      return to(now, 'discarded');
    case 'posted import_event.rollback':
      return to(now, 'rolled_back');
    default:
      return undefined;
  }
}

/** The buttons each state offers (the import page's action bar), by hand. */
export const importEventActionsByState: Record<
  ImportEventState,
  (facts: ImportEventContext) => ImportEventActionName[]
> = {
  draft: (facts) => (resolves(facts) ? ['post', 'discard'] : ['discard']),
  posted: () => ['rollback'],
  rolled_back: () => [],
  discarded: () => [],
};

const { machine, sampleEvents } = machineRegistry.generalLedgerImportEvent;

export const generalLedgerImportEventModel = tableModel<ImportEventState, ImportEventContext>({
  name: 'generalLedgerImportEvent',
  paths: modelPaths(machine, sampleEvents),
  start: { state: 'draft', facts: { entryCount: 0, problemCount: 0 } },
  input: {},
  step,
  probes: [
    { type: 'import_event.entries_change', entryCount: 1, problemCount: 0 },
    { type: 'import_event.post' },
    { type: 'import_event.rollback' },
    { type: 'import_event.discard' },
  ],
  tags: { editable: ['draft'], posted: ['posted'] },
  context: (now, context) => [['entry counts', now.facts, context]],
});
