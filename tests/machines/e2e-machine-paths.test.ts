import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines';
import { declaredPathProblems } from '../../machines/declared-path';
import { e2eMachinePaths } from '../../e2e/e2e-machine-paths';

/**
 * The e2e specs' own path lists must be their machines' paths: an event or state a machine
 * does not have (renamed, removed), or a step that no longer ends where the spec checks the
 * page, fails here before the workflows page counts it as covered.
 */
describe('the e2e specs’ machine paths', () => {
  it('names each path once', () => {
    expect(new Set(e2eMachinePaths.map((path) => path.name)).size).toBe(e2eMachinePaths.length);
  });

  it.each(e2eMachinePaths.map((path) => [path.name, path] as const))(
    '%s follows its machine',
    (_, path) => {
      expect(path.steps.length).toBeGreaterThan(0);
      expect(declaredPathProblems(machineRegistry[path.machine].machine, path)).toEqual([]);
    },
  );
});
