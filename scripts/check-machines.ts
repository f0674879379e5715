// npm run check:machines — the mutation check of issue 22. For each registered machine with
// model tests, every mutant (a transition retargeted, dropped, or its guard inverted) is run
// through that machine's model-test paths in this one process; a mutant is killed when some
// path's expectations fail on it. Machines with expectations written by hand per state
// (model-tests/*.model.ts, listed in model-test-paths.ts: today every registered machine) must
// kill every mutant; a machine without one is replayed by end state only and its score printed.
import type { AnyStateMachine } from 'xstate';
import { machineRegistry, type MachineName } from '../machines';
import type { MachineModel } from '../model-tests/machine-model';
import { handWrittenModels as handWritten, modelTestModel } from '../model-tests/model-test-paths';
import { mutantsOf } from '../model-tests/mutants';
import { transitionCoverage } from '../model-tests/path-runner';

const only = process.argv[2] as MachineName | undefined;
const verbose = process.argv.includes('--verbose');

const modelFor = modelTestModel;

const fails = (model: MachineModel, machine: AnyStateMachine) =>
  model.paths.some((path) => {
    try {
      model.replay(machine, path);
      return false;
    } catch {
      return true;
    }
  });

let failed = false;
const names = (Object.keys(machineRegistry) as MachineName[]).filter((n) => !only || n === only);
for (const name of names) {
  const model = modelFor(name);
  const { machine } = machineRegistry[name];
  const strict = handWritten.includes(model);
  const started = Date.now();
  if (fails(model, machine)) {
    console.log(`${name}: its model test paths fail on the machine itself`);
    failed = true;
    continue;
  }
  const mutants = mutantsOf(machine);
  const survivors = mutants.filter((mutant) => !fails(model, mutant.machine));
  const killed = mutants.length - survivors.length;
  const score = mutants.length === 0 ? 100 : (100 * killed) / mutants.length;
  const coverage = transitionCoverage(machine, model.paths);
  console.log(
    `${name.padEnd(26)} ${strict ? 'per-state expectations' : 'end state only        '}  ` +
      `mutants killed ${killed}/${mutants.length} (${score.toFixed(1)}%)  ` +
      `${coverage.summary}  ${model.paths.length} paths, ${Date.now() - started} ms`,
  );
  if (strict || verbose) for (const s of survivors) console.log(`    survived: ${s.description}`);
  if (strict && survivors.length > 0) failed = true;
}
if (failed) {
  console.log('\nEvery mutant of the machines with per-state expectations must be killed.');
  process.exit(1);
}
