import { test } from '@playwright/test';
import type { DeclaredPath } from '../machines/declared-path';

type StepOf<P extends DeclaredPath> = P['steps'][number];

/** One action per event type the path sends: what the user does on the page for it. */
export type StepActions<P extends DeclaredPath> = {
  [T in StepOf<P>['event']['type']]: (
    event: Extract<StepOf<P>['event'], { type: T }>,
  ) => Promise<void>;
};

/**
 * Walks a declared path through the page: for each step, in the path's order, the spec's
 * action for its event, then the spec's check that the page shows the step's state. The spec
 * follows its own list, so the list the workflows page counts as e2e coverage is what it does.
 */
export async function walkMachinePath<P extends DeclaredPath>(
  path: P,
  actions: StepActions<P>,
  shows: (state: StepOf<P>['state']) => Promise<void>,
): Promise<void> {
  for (const step of path.steps) {
    await test.step(`${step.event.type} → ${step.state}`, async () => {
      // Indexed by the step's own type: the mapped type guarantees the action takes it.
      const act = (actions as unknown as Record<string, (event: unknown) => Promise<void>>)[
        step.event.type
      ];
      await act!(step.event);
      await shows(step.state);
    });
  }
}
