import { css } from 'styled-system/css';
import { machineRegistry, type MachineName } from '../../../../machines';
import { pageTitle } from '../../components/page-styles';
import { MachineSection } from './workflows/MachineSection';

/**
 * `/internal/workflows`: every registered machine, for reviewers (charts with what each state
 * and transition means) and QA (test paths with their guards, coverage and exports).
 */
export function WorkflowsPage() {
  const names = Object.keys(machineRegistry) as MachineName[];
  return (
    // Wider than other pages: the charts need the room to stay legible.
    <main className={css({ maxW: '1600px', mx: 'auto', px: '6', py: '6' })}>
      <h1 className={pageTitle}>Workflows</h1>
      <p className={css({ color: 'gray.600', mb: '2' })}>
        Each workflow of the product is a state machine; these charts and paths are computed from
        the machines themselves, so they cannot drift from the code. The same paths print with{' '}
        <code>npm run paths -- &lt;machine&gt; --format json|gherkin|playwright</code>.
      </p>
      <nav aria-label="Workflows" className={css({ mb: '4', fontSize: 'sm' })}>
        {names.map((name, index) => (
          <span key={name}>
            {index > 0 ? ' · ' : ''}
            <a
              href={`#machine-${name}`}
              className={css({ color: 'blue.700', textDecoration: 'underline' })}
            >
              {machineRegistry[name].title}
            </a>
          </span>
        ))}
      </nav>
      {names.map((name) => (
        <MachineSection key={name} name={name} />
      ))}
    </main>
  );
}
