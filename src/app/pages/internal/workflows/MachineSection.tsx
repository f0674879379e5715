import { useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { machineRegistry, type MachineName } from '../../../../../machines';
import { machinePaths, replayPath, type PathKind } from '../../../../../machines/machine-paths';
import { modelTestModel } from '../../../../../model-tests/model-test-paths';
import { e2ePathsOf } from '../../../../../e2e/e2e-machine-paths';
import { declaredPathCoverage } from '../../../../../machines/declared-path';
import {
  filterPaths,
  machineStates,
  machineTransitions,
  pathCoverage,
  type PathFilter,
} from '../../../../../machines/path-coverage';
import { machineGraph, type ChartNode } from '../../../components/workflow-chart/machine-graph';
import { card } from '../../../components/page-styles';
import type { RecordHistory } from '../../../../api/record-history';
import { historyTransitionKeys } from '../../../../../machines/record-history';
import { ChartDetails } from './ChartDetails';
import { RecordHistoryList } from './RecordHistoryList';
import { MachineChart, type ChartSelection } from './MachineChart';
import { PathList, type ChartCoverage } from './PathList';
import { useNearViewport } from './use-near-viewport';

function labelsOf(node: ChartNode, into: Map<string, string>): Map<string, string> {
  into.set(node.id, node.label);
  node.children.forEach((child) => labelsOf(child, into));
  return into;
}

/**
 * One machine: its chart with the side panel, and its test paths; with a record, the record's
 * current state and its taken transitions, numbered in order, drawn on the chart.
 */
export function MachineSection({ name, record }: { name: MachineName; record?: RecordHistory }) {
  const entry = machineRegistry[name];
  const machine = entry.machine;
  const kinds: PathKind[] =
    'simplePaths' in entry ? ['shortest', 'cover'] : ['shortest', 'simple', 'cover'];
  const [kind, setKind] = useState<PathKind>('shortest');
  const [filter, setFilter] = useState<PathFilter>({});
  const [focused, setFocused] = useState<number | null>(null);
  const [selection, setSelection] = useState<ChartSelection | null>(null);
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const transitions = useMemo(() => machineTransitions(machine), [machine]);
  const stateLabels = useMemo(() => labelsOf(graph.root, new Map()), [graph]);
  const states = useMemo(
    () => machineStates(machine).map((id) => ({ id, label: stateLabels.get(id) ?? id })),
    [stateLabels, machine],
  );
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const all = useMemo(
    () =>
      near
        ? machinePaths(machine, kind, {
            sampleEvents: 'sampleEvents' in entry ? entry.sampleEvents : [],
          })
        : [],
    [near, entry, machine, kind],
  );
  const paths = useMemo(() => filterPaths(all, filter), [all, filter]);
  const coverage = useMemo(() => pathCoverage(paths), [paths]);
  // What the model tests take, from the paths those tests replay (not a hand-kept list).
  // Asked for, not computed up front: replaying a model test's paths takes a second or two
  // on the larger machines, and the page lists them all.
  const [askModelTests, setAskModelTests] = useState(false);
  const modelTests = useMemo(() => {
    if (!askModelTests) return null;
    const replayed = modelTestModel(name).paths.map((p) => replayPath(machine, p.events));
    return { paths: replayed.length, coverage: pathCoverage(replayed) };
  }, [askModelTests, name, machine]);
  // The e2e specs' declared paths are few and short: replayed up front.
  const e2eTests = useMemo(() => declaredPathCoverage(machine, e2ePathsOf(name)), [machine, name]);
  const [chartCoverage, setChartCoverage] = useState<ChartCoverage>('listed');
  const shownCoverage =
    chartCoverage === 'model' && modelTests
      ? modelTests.coverage
      : chartCoverage === 'e2e'
        ? e2eTests.coverage
        : coverage;
  const focusedPath = focused === null ? undefined : paths[focused];
  const focusedKeys = useMemo(
    () =>
      focusedPath
        ? new Set(focusedPath.steps.flatMap((step) => step.transitions.map((t) => t.key)))
        : undefined,
    [focusedPath],
  );
  const exported = { name, id: machine.id, title: entry.title };
  const numbered = useMemo(
    () => (record ? historyTransitionKeys(machine, record.transitions) : undefined),
    [record, machine],
  );

  return (
    <section
      ref={sectionRef}
      className={`${card} ${css({ mb: '5' })}`}
      aria-labelledby={`machine-${name}`}
    >
      <h2
        id={`machine-${name}`}
        className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '1' })}
      >
        {entry.title}
      </h2>
      <p className={css({ color: 'gray.600', mb: '3' })}>{machine.config.description}</p>
      {record ? (
        <RecordHistoryList machine={machine} history={record} stateLabels={stateLabels} />
      ) : null}
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) 300px',
          gap: '3',
          mb: '4',
          alignItems: 'start',
        })}
      >
        <MachineChart
          machineId={machine.id}
          title={entry.title}
          graph={graph}
          {...(near ? { covered: shownCoverage.transitions } : {})}
          {...(focusedKeys ? { focused: focusedKeys } : {})}
          {...(record && numbered
            ? { record: { state: `${machine.id}.${record.state}`, numbered } }
            : {})}
          selection={selection}
          onSelect={setSelection}
        />
        <ChartDetails
          graph={graph}
          transitions={transitions}
          selection={selection}
          onSelect={setSelection}
          onFilterTransition={(key) => {
            setFocused(null);
            setFilter({ transition: key });
          }}
          onFilterTarget={(id) => {
            setFocused(null);
            setFilter({ target: id });
          }}
        />
      </div>
      {near ? (
        <PathList
          machine={exported}
          kinds={kinds}
          kind={kind}
          onKind={setKind}
          paths={paths}
          total={all.length}
          filter={filter}
          onFilter={setFilter}
          states={states}
          transitions={transitions}
          coverage={coverage}
          modelTests={modelTests}
          onAskModelTests={() => setAskModelTests(true)}
          e2eTests={e2eTests}
          chartCoverage={chartCoverage}
          onChartCoverage={setChartCoverage}
          focused={focused}
          onFocus={setFocused}
        />
      ) : (
        <p className={css({ color: 'gray.500' })}>Generating the test paths…</p>
      )}
    </section>
  );
}
