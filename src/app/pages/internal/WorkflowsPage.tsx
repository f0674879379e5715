import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { css } from 'styled-system/css';
import { machineRegistry, type MachineName } from '../../../../machines';
import type { RecordHistory } from '../../../api/record-history';
import {
  recordHistoryPath,
  recordReferenceOf,
} from '../../components/workflow-chart/record-reference';
import { pageTitle } from '../../components/page-styles';
import { api, apiErrorOf } from '../../lib/api-client';
import { MachineSection } from './workflows/MachineSection';

/**
 * `/internal/workflows`: every registered machine, for reviewers (charts with what each state
 * and transition means) and QA (test paths with their guards, coverage and exports). Linked
 * from a record's page (?machine=closing&closing=…), it draws that record's history on its
 * machine's chart and scrolls there.
 */
export function WorkflowsPage() {
  const names = Object.keys(machineRegistry) as MachineName[];
  const search = useSearch();
  const record = recordReferenceOf(search);
  const history = useQuery({
    queryKey: ['record-history', search],
    queryFn: async () => {
      try {
        return await api.get(recordHistoryPath(record!)).json<RecordHistory>();
      } catch (error) {
        // The server's words (404: no such closing for this customer), not ky's.
        throw new Error((await apiErrorOf(error)).message);
      }
    },
    enabled: record !== null,
  });
  const shown = history.data;
  useEffect(() => {
    if (shown) document.getElementById(`machine-${shown.machine}`)?.scrollIntoView();
  }, [shown]);
  return (
    // Wider than other pages: the charts need the room to stay legible.
    <main className={css({ maxW: '1600px', mx: 'auto', px: '6', py: '6' })}>
      <h1 className={pageTitle}>Workflows</h1>
      <p className={css({ color: 'gray.600', mb: '2' })}>
        Each workflow of the product is a state machine; these charts and paths are computed from
        the machines themselves, so they cannot drift from the code. The same paths print with{' '}
        <code>npm run paths -- &lt;machine&gt; --format json|gherkin|playwright</code>.
      </p>
      {history.error ? (
        <p role="alert" className={css({ color: 'red.700', mb: '2' })}>
          Could not read the record&apos;s history: {history.error.message}
        </p>
      ) : null}
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
        <MachineSection
          key={name}
          name={name}
          {...(shown?.machine === name ? { record: shown } : {})}
        />
      ))}
    </main>
  );
}
