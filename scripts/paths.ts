// npm run paths -- <machine> [--kind shortest|simple|cover|e2e] [--format text|json|gherkin|playwright]
//   [--target <state node id>] [--event <event type>] [--transition <transition key>]
// A machine's paths for QA, as the workflows page lists and exports them (same functions);
// --kind e2e gives the paths the e2e specs declare and walk (e2e/e2e-machine-paths.ts).
import { parseArgs } from 'node:util';
import { machinePaths, replayPath, type MachinePath } from '../machines/machine-paths';
import { filterPaths, machineStates, machineTransitions } from '../machines/path-coverage';
import { declaredPathCoverage } from '../machines/declared-path';
import { e2ePathsOf } from '../e2e/e2e-machine-paths';
import { exportPaths, type ExportedKind, type ExportFormat } from '../machines/path-export';
import { machineRegistry, type MachineName } from '../machines';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    kind: { type: 'string' },
    format: { type: 'string', default: 'text' },
    target: { type: 'string' },
    event: { type: 'string' },
    transition: { type: 'string' },
  },
});
const name = positionals[0] as MachineName | undefined;
const entry = name ? machineRegistry[name] : undefined;
const formats = ['text', 'json', 'gherkin', 'playwright'];
const kindsAsked = ['shortest', 'simple', 'cover', 'e2e'];
if (
  !name ||
  !entry ||
  !formats.includes(values.format) ||
  (values.kind && !kindsAsked.includes(values.kind))
) {
  console.error(
    `usage: npm run paths -- <machine> [--kind shortest|simple|cover|e2e] [--format ${formats.join('|')}]\n` +
      `  [--target <state node id>] [--event <event type>] [--transition <transition key>]\n` +
      `machines: ${Object.keys(machineRegistry).join(', ')}`,
  );
  process.exit(2);
}
const noSimple = 'simplePaths' in entry;
if (values.kind === 'simple' && noSimple) {
  console.error(`${entry.title}: simple paths are too many to list; try --kind cover`);
  process.exit(2);
}
const options = { sampleEvents: 'sampleEvents' in entry ? entry.sampleEvents : [] };
const filter = {
  ...(values.target ? { target: values.target } : {}),
  ...(values.event ? { event: values.event } : {}),
  ...(values.transition ? { transition: values.transition } : {}),
};
const e2ePaths = e2ePathsOf(name);
// Each replayed e2e path keeps its spec's name, for the text listing.
const e2eReplayed = e2ePaths.map((path) => ({
  ...replayPath(
    entry.machine,
    path.steps.map((step) => step.event),
  ),
  spec: path.name,
}));
const pathsOf = (kind: ExportedKind): (MachinePath & { spec?: string })[] =>
  filterPaths(kind === 'e2e' ? e2eReplayed : machinePaths(entry.machine, kind, options), filter);
const exported = { name, id: entry.machine.id, title: entry.title };

if (values.format === 'text') {
  const kinds: ExportedKind[] = values.kind
    ? [values.kind as ExportedKind]
    : noSimple
      ? ['shortest', 'cover']
      : ['shortest', 'simple'];
  for (const kind of kinds) {
    const paths = pathsOf(kind);
    console.log(`\n${entry.title}: ${paths.length} ${kind} paths`);
    paths.forEach((path) => {
      const spec = path.spec ? `  (${path.spec})` : '';
      console.log(
        `  → ${path.target.padEnd(12)} ${path.steps.map((s) => s.eventLabel).join(' → ') || '(initial)'}${spec}`,
      );
    });
  }
  const { coverage } = declaredPathCoverage(entry.machine, e2ePaths);
  console.log(
    `\nThe e2e specs (${e2ePaths.length} paths) cover ${coverage.states.size} of ` +
      `${machineStates(entry.machine).length} states and ${coverage.transitions.size} of ` +
      `${machineTransitions(entry.machine).length} transitions.`,
  );
} else {
  const kind = (values.kind ?? 'shortest') as ExportedKind;
  process.stdout.write(
    exportPaths(values.format as ExportFormat, exported, kind, pathsOf(kind)).text,
  );
}
