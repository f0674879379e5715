import { css } from 'styled-system/css';
import type { MachineTransition, PathCoverage } from '../../../../../machines/path-coverage';

/** Whose paths: the model tests' (model-tests/model-test-paths.ts) or the e2e specs' (e2e/e2e-machine-paths.ts). */
export type TestKind = 'model' | 'e2e';

const whose: Record<TestKind, string> = { model: 'The model tests', e2e: 'The e2e specs' };

type Props = {
  name: string;
  kind: TestKind;
  tests: { paths: number; coverage: PathCoverage };
  states: readonly { id: string; label: string }[];
  transitions: readonly MachineTransition[];
};

/**
 * What a kind of test covers, from the path lists those tests follow themselves (the model
 * tests replay theirs, each e2e spec walks its own declared list), replayed on the machine.
 */
export function TestCoverage({ name, kind, tests, states, transitions }: Props) {
  const { coverage } = tests;
  const missing = transitions.filter((t) => !coverage.transitions.has(t.key));
  if (kind === 'e2e' && tests.paths === 0) {
    return (
      <p data-testid={`e2e-test-coverage-${name}`} className={css({ fontSize: 'sm', mb: '1' })}>
        No e2e spec walks this machine by a declared path.
      </p>
    );
  }
  return (
    <p data-testid={`${kind}-test-coverage-${name}`} className={css({ fontSize: 'sm', mb: '1' })}>
      {whose[kind]} ({tests.paths} paths) cover {coverage.states.size} of {states.length} states and{' '}
      {coverage.transitions.size} of {transitions.length} transitions
      {missing.length > 0
        ? `; not taken: ${missing.map((t) => `${t.source}: ${t.label}`).join('; ')}`
        : ''}
      .
    </p>
  );
}
