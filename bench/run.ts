// Runs every bench/*.bench.ts (or those whose name contains an argument) one after
// another in its own process, so one benchmark's heap and JIT state never colour another's.
// The slow ones (minutes of seeding) run only when named: `npm run bench -- tables`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const filters = process.argv.slice(2);
const onlyWhenNamed = ['tables.bench.ts'];
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) =>
    filters.length === 0 ? !onlyWhenNamed.includes(name) : filters.some((f) => name.includes(f)),
  )
  .sort();
if (filters.length === 0) console.log(`skipped (run by name): ${onlyWhenNamed.join(', ')}`);

let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${file}`], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
if (files.length === 0) console.log('no benchmark matched');
process.exit(failed === 0 ? 0 : 1);
