import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from '../../../components/button-styles';
import type { MachinePath, PathKind } from '../../../../../machines/machine-paths';
import type {
  MachineTransition,
  PathCoverage,
  PathFilter,
} from '../../../../../machines/path-coverage';
import {
  exportPaths,
  type ExportFormat,
  type ExportedMachine,
} from '../../../../../machines/path-export';
import { downloadText } from './download-text';
import { TestCoverage } from './TestCoverage';
import { PathSteps } from './PathSteps';

export type ChartCoverage = 'listed' | 'model' | 'e2e';

type Props = {
  machine: ExportedMachine;
  kinds: readonly PathKind[];
  kind: PathKind;
  onKind: (kind: PathKind) => void;
  /** The paths of the kind after the filter. */
  paths: readonly MachinePath[];
  total: number;
  filter: PathFilter;
  onFilter: (filter: PathFilter) => void;
  states: readonly { id: string; label: string }[];
  transitions: readonly MachineTransition[];
  coverage: PathCoverage;
  /** What the machine's model tests take (their own paths replayed). */
  modelTests: { paths: number; coverage: PathCoverage } | null;
  onAskModelTests: () => void;
  /** What the e2e specs take (the paths they declare and walk, replayed). */
  e2eTests: { paths: number; coverage: PathCoverage };
  /** Whose coverage the chart draws: faint dotted edges are the transitions not taken. */
  chartCoverage: ChartCoverage;
  onChartCoverage: (whose: ChartCoverage) => void;
  focused: number | null;
  onFocus: (index: number | null) => void;
};

const kindNames: Record<PathKind, string> = {
  shortest: 'shortest (one to every transition)',
  simple: 'simple (no state twice)',
  cover: 'transition coverage (fewest, greedy)',
};
const select = css({
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: '4px',
  px: '1',
  h: '30px',
  maxW: '280px',
});
const label = css({
  display: 'flex',
  flexDirection: 'column',
  fontSize: 'xs',
  color: 'gray.700',
  gap: '0.5',
});
const exportButton = button({ variant: 'secondary' });

/** The test paths QA works from: filtered, covered, looked into step by step and exported. */
export function PathList(props: Props) {
  const { machine, paths, filter, onFilter, coverage, focused, onFocus } = props;
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const chosen = ticked.size > 0 ? paths.filter((_, index) => ticked.has(index)) : paths;
  const exportAs = (format: ExportFormat) => {
    const file = exportPaths(format, machine, props.kind, chosen);
    downloadText(file.fileName, file.mimeType, file.text);
  };
  const setFilter = (part: PathFilter) => {
    setTicked(new Set());
    onFocus(null);
    onFilter({ ...filter, ...part });
  };
  const events = [...new Set(props.transitions.map((t) => t.eventType).filter(Boolean))];
  const uncoveredStates = props.states.filter((s) => !coverage.states.has(s.id));
  const uncoveredTransitions = props.transitions.filter((t) => !coverage.transitions.has(t.key));

  return (
    <div>
      <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>
        Test paths ({paths.length} of {props.total} {props.kind})
      </h3>
      <div
        className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end', mb: '2' })}
      >
        <label className={label}>
          Kind
          <select
            className={select}
            value={props.kind}
            onChange={(e) => {
              setTicked(new Set());
              onFocus(null);
              props.onKind(e.target.value as PathKind);
            }}
          >
            {props.kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindNames[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Ends in
          <select
            className={select}
            value={filter.target ?? ''}
            onChange={(e) => setFilter({ target: e.target.value || undefined })}
          >
            <option value="">any state</option>
            {props.states.map((state) => (
              <option key={state.id} value={state.id}>
                {state.label} ({state.id})
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Takes the transition
          <select
            className={select}
            value={filter.transition ?? ''}
            onChange={(e) => setFilter({ transition: e.target.value || undefined })}
          >
            <option value="">any</option>
            {props.transitions.map((t) => (
              <option key={t.key} value={t.key}>
                {t.source.split('.').slice(1).join('.') || t.source}: {t.label}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          Sends the event
          <select
            className={select}
            value={filter.event ?? ''}
            onChange={(e) => setFilter({ event: e.target.value || undefined })}
          >
            <option value="">any</option>
            {events.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p data-testid={`path-coverage-${machine.name}`} className={css({ fontSize: 'sm', mb: '1' })}>
        The listed paths cover {coverage.states.size} of {props.states.length} states and{' '}
        {coverage.transitions.size} of {props.transitions.length} transitions (taken, not just
        sent). On the chart, faint dotted edges are the transitions not taken.
      </p>
      {props.modelTests ? (
        <TestCoverage
          name={machine.name}
          kind="model"
          tests={props.modelTests}
          states={props.states}
          transitions={props.transitions}
        />
      ) : (
        <button
          type="button"
          className={`${exportButton} ${css({ mb: '2' })}`}
          onClick={props.onAskModelTests}
        >
          Show what the model tests cover
        </button>
      )}
      <TestCoverage
        name={machine.name}
        kind="e2e"
        tests={props.e2eTests}
        states={props.states}
        transitions={props.transitions}
      />
      <label className={`${label} ${css({ flexDirection: 'row', alignItems: 'center', mb: '2' })}`}>
        The chart draws what is not taken by
        <select
          className={select}
          value={props.chartCoverage}
          onChange={(e) => props.onChartCoverage(e.target.value as ChartCoverage)}
        >
          <option value="listed">the listed paths</option>
          <option value="model" disabled={!props.modelTests}>
            the model tests
          </option>
          <option value="e2e" disabled={props.e2eTests.paths === 0}>
            the e2e specs
          </option>
        </select>
      </label>
      {uncoveredStates.length + uncoveredTransitions.length > 0 ? (
        <details className={css({ fontSize: 'xs', mb: '2', color: 'gray.700' })}>
          <summary>Not covered by the listed paths</summary>
          {uncoveredStates.length > 0 ? (
            <p>States: {uncoveredStates.map((s) => s.label).join(', ')}</p>
          ) : null}
          {uncoveredTransitions.length > 0 ? (
            <p>
              Transitions: {uncoveredTransitions.map((t) => `${t.source}: ${t.label}`).join('; ')}
            </p>
          ) : null}
        </details>
      ) : null}
      <div
        className={css({
          display: 'flex',
          gap: '2',
          alignItems: 'center',
          mb: '2',
          flexWrap: 'wrap',
        })}
      >
        <span className={css({ fontSize: 'sm' })}>
          Export {ticked.size > 0 ? `the ${chosen.length} ticked` : `all ${chosen.length} listed`}{' '}
          paths:
        </span>
        <button
          type="button"
          className={exportButton}
          disabled={chosen.length === 0}
          onClick={() => exportAs('json')}
        >
          JSON
        </button>
        <button
          type="button"
          className={exportButton}
          disabled={chosen.length === 0}
          onClick={() => exportAs('gherkin')}
        >
          Gherkin
        </button>
        <button
          type="button"
          className={exportButton}
          disabled={chosen.length === 0}
          onClick={() => exportAs('playwright')}
        >
          Playwright skeleton
        </button>
      </div>
      <ol
        // It scrolls: a Tab stop, so the keyboard can scroll it too (issue 23).
        tabIndex={0}
        aria-label={`Test paths of ${machine.title}`}
        className={css({
          _focusVisible: { outline: '2px solid', outlineColor: 'blue.600' },
          fontSize: 'sm',
          maxH: '60vh',
          overflowY: 'auto',
          border: '1px solid',
          borderColor: 'gray.200',
          borderRadius: '6px',
        })}
      >
        {paths.map((path, index) => (
          <li
            key={index}
            data-testid="workflow-path"
            className={css({
              px: '2',
              py: '1',
              borderBottom: '1px solid',
              borderColor: 'gray.100',
              bg: focused === index ? 'orange.50' : undefined,
            })}
          >
            <div className={css({ display: 'flex', gap: '2', alignItems: 'baseline' })}>
              <input
                type="checkbox"
                aria-label={`Export path ${index + 1}`}
                checked={ticked.has(index)}
                onChange={() =>
                  setTicked((before) => {
                    const next = new Set(before);
                    if (next.has(index)) next.delete(index);
                    else next.add(index);
                    return next;
                  })
                }
              />
              <button
                type="button"
                aria-expanded={focused === index}
                onClick={() => onFocus(focused === index ? null : index)}
                className={css({
                  textAlign: 'left',
                  cursor: 'pointer',
                  _focusVisible: { outline: '2px solid', outlineColor: 'blue.600' },
                })}
              >
                <span className={css({ color: 'gray.500', mr: '1' })}>P{index + 1}</span>
                {path.steps.map((step) => step.eventLabel).join(' → ') || '(initial)'} ⇒{' '}
                <strong>{path.target}</strong>
              </button>
            </div>
            {focused === index ? <PathSteps path={path} /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
