import { css } from 'styled-system/css';
import type { MachineTransition, PathCoverage } from '../../../../../machines/path-coverage';

type Props = {
  name: string;
  modelTests: { paths: number; coverage: PathCoverage };
  states: readonly { id: string; label: string }[];
  transitions: readonly MachineTransition[];
};

/**
 * What the project's model tests cover, from the paths they replay (model-tests/
 * model-test-paths.ts, the lists `npm run check:machines` runs). The e2e specs drive pages
 * by hand-written steps, not path lists, so their coverage is not computed here.
 */
export function ModelTestCoverage({ name, modelTests, states, transitions }: Props) {
  const { coverage } = modelTests;
  const missing = transitions.filter((t) => !coverage.transitions.has(t.key));
  return (
    <p data-testid={`model-test-coverage-${name}`} className={css({ fontSize: 'sm', mb: '1' })}>
      The model tests ({modelTests.paths} paths) cover {coverage.states.size} of {states.length}{' '}
      states and {coverage.transitions.size} of {transitions.length} transitions
      {missing.length > 0
        ? `; not taken: ${missing.map((t) => `${t.source}: ${t.label}`).join('; ')}`
        : ''}
      . E2E specs are hand-written steps without path lists: their coverage is not computed.
    </p>
  );
}
