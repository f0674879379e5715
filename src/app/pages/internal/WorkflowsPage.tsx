import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { machineRegistry, type MachineName } from '../../../../machines';
import { machinePaths } from '../../../../machines/machine-paths';
import { eventLabel } from '../../components/workflow-chart/machine-graph';
import { WorkflowChart } from '../../components/workflow-chart/WorkflowChart';
import { card, page, pageTitle } from '../../components/page-styles';

function MachinePaths({ name }: { name: MachineName }) {
  const entry = machineRegistry[name];
  const [kind, setKind] = useState<'shortest' | 'simple'>('shortest');
  const paths = useMemo(
    () =>
      machinePaths(entry.machine, kind, {
        sampleEvents: 'sampleEvents' in entry ? entry.sampleEvents : [],
      }),
    [entry, kind],
  );
  return (
    <div>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mb: '2' })}>
        <h3 className={css({ fontWeight: 'semibold' })}>
          Test paths ({paths.length} {kind})
        </h3>
        <select
          aria-label={`Path kind for ${entry.title}`}
          value={kind}
          onChange={(e) => setKind(e.target.value as 'shortest' | 'simple')}
          className={css({
            border: '1px solid',
            borderColor: 'gray.300',
            borderRadius: '4px',
            px: '1',
          })}
        >
          <option value="shortest">shortest</option>
          {'simplePaths' in entry ? null : <option value="simple">simple</option>}
        </select>
      </div>
      <ol
        // It scrolls: a Tab stop, so the keyboard can scroll it too (issue 23).
        tabIndex={0}
        aria-label={`Test paths of ${entry.title}`}
        className={css({
          _focusVisible: { outline: '2px solid', outlineColor: 'blue.600' },
          fontFamily: 'mono',
          fontSize: 'xs',
          maxH: '260px',
          overflowY: 'auto',
          listStyle: 'decimal',
          pl: '9',
          color: 'gray.700',
        })}
      >
        {paths.map((path, index) => (
          <li key={index}>
            {path.events.map(eventLabel).join(' → ') || '(initial)'} ⇒{' '}
            <strong>{path.target}</strong>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** `/internal/workflows`: every registered machine, for reviewers. */
export function WorkflowsPage() {
  const names = Object.keys(machineRegistry) as MachineName[];
  return (
    <main className={page}>
      <h1 className={pageTitle}>Workflows</h1>
      <p className={css({ color: 'gray.600', mb: '4' })}>
        Each workflow of the product is a state machine; these charts are drawn from the machines
        themselves, so they cannot drift from the code.
      </p>
      {names.map((name) => (
        <section
          key={name}
          className={`${card} ${css({ mb: '5' })}`}
          aria-labelledby={`machine-${name}`}
        >
          <h2
            id={`machine-${name}`}
            className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '1' })}
          >
            {machineRegistry[name].title}
          </h2>
          <p className={css({ color: 'gray.600', mb: '3' })}>
            {machineRegistry[name].machine.config.description}
          </p>
          <div className={css({ overflowX: 'auto', mb: '4' })}>
            <WorkflowChart machine={machineRegistry[name].machine} />
          </div>
          <MachinePaths name={name} />
        </section>
      ))}
    </main>
  );
}
