// npm run paths -- <machine>: the shortest and simple paths of a machine, for QA.
import { machinePaths } from '../machines/machine-paths';
import { machineRegistry, type MachineName } from '../machines';

const name = process.argv[2] as MachineName | undefined;
const entry = name ? machineRegistry[name] : undefined;
if (!entry) {
  console.error(
    `usage: npm run paths -- <machine>\nmachines: ${Object.keys(machineRegistry).join(', ')}`,
  );
  process.exit(2);
}
const options = { sampleEvents: 'sampleEvents' in entry ? entry.sampleEvents : [] };
const kinds = 'simplePaths' in entry ? (['shortest'] as const) : (['shortest', 'simple'] as const);
for (const kind of kinds) {
  const paths = machinePaths(entry.machine, kind, options);
  console.log(`\n${entry.title}: ${paths.length} ${kind} paths`);
  for (const path of paths) {
    console.log(`  → ${path.target.padEnd(12)} ${path.events.join(' → ') || '(initial)'}`);
  }
}
