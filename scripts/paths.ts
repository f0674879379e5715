// npm run paths -- <machine> [--kind shortest|simple|cover] [--format text|json|gherkin|playwright]
//   [--target <state node id>] [--event <event type>] [--transition <transition key>]
// A machine's paths for QA, as the workflows page lists and exports them (same functions).
import { parseArgs } from 'node:util';
import { machinePaths, type MachinePath, type PathKind } from '../machines/machine-paths';
import { filterPaths } from '../machines/path-coverage';
import { exportPaths, type ExportFormat } from '../machines/path-export';
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
const kindsAsked = ['shortest', 'simple', 'cover'];
if (
  !name ||
  !entry ||
  !formats.includes(values.format) ||
  (values.kind && !kindsAsked.includes(values.kind))
) {
  console.error(
    `usage: npm run paths -- <machine> [--kind shortest|simple|cover] [--format ${formats.join('|')}]\n` +
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
const pathsOf = (kind: PathKind) => filterPaths(machinePaths(entry.machine, kind, options), filter);
const exported = { name, id: entry.machine.id, title: entry.title };

if (values.format === 'text') {
  const kinds: PathKind[] = values.kind
    ? [values.kind as PathKind]
    : noSimple
      ? ['shortest', 'cover']
      : ['shortest', 'simple'];
  for (const kind of kinds) {
    const paths: MachinePath[] = pathsOf(kind);
    console.log(`\n${entry.title}: ${paths.length} ${kind} paths`);
    for (const path of paths) {
      console.log(
        `  → ${path.target.padEnd(12)} ${path.steps.map((s) => s.eventLabel).join(' → ') || '(initial)'}`,
      );
    }
  }
} else {
  const kind = (values.kind ?? 'shortest') as PathKind;
  process.stdout.write(
    exportPaths(values.format as ExportFormat, exported, kind, pathsOf(kind)).text,
  );
}
