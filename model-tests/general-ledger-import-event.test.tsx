import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { machineRegistry } from '../machines';
import {
  allowedImportEventActions,
  generalLedgerImportEventMachine,
} from '../machines/general-ledger-import-event.machine';
import { coveredTransitions, modelPaths, transitionsOf } from './path-runner';

const paths = modelPaths(
  generalLedgerImportEventMachine,
  machineRegistry.generalLedgerImportEvent.sampleEvents,
);

describe('general-ledger import event machine: generated paths', () => {
  it('take every transition of the machine', () => {
    const covered = coveredTransitions(generalLedgerImportEventMachine, paths);
    for (const key of transitionsOf(generalLedgerImportEventMachine))
      expect(covered, key).toContain(key);
  });

  it.each(paths.map((p) => [p.name, p] as const))('machine: %s', (_name, path) => {
    const actor = createActor(generalLedgerImportEventMachine, { input: {} }).start();
    for (const event of path.events) actor.send(event as never);
    expect(actor.getSnapshot().value).toBe(path.target);
  });

  it('posts only a draft whose every entry resolves, and rolls back only a posted import', () => {
    expect(allowedImportEventActions('draft', { entryCount: 0, problemCount: 0 })).toEqual([
      'discard',
    ]);
    expect(allowedImportEventActions('draft', { entryCount: 4, problemCount: 1 })).toEqual([
      'discard',
    ]);
    expect(allowedImportEventActions('draft', { entryCount: 4, problemCount: 0 })).toEqual([
      'post',
      'discard',
    ]);
    expect(allowedImportEventActions('posted', { entryCount: 4, problemCount: 0 })).toEqual([
      'rollback',
    ]);
    expect(allowedImportEventActions('rolled_back', { entryCount: 4, problemCount: 0 })).toEqual(
      [],
    );
  });
});
