import type { MxlNode } from './mxl-node';
import { parseMxl } from './parse-mxl';
import { walkMxl } from './walk-mxl';

/**
 * Names a formula reads that it has not bound itself with AS before (in evaluation
 * order), each once, in order of first use. Calculation names among them are its
 * dependencies; the rest are codes, code lists or unknown.
 */
export function mxlReferencedNames(ast: MxlNode): string[] {
  const names = new Set<string>();
  walkMxl(ast, {
    name: (node, bound) => {
      if (!bound) names.add(node.name);
    },
  });
  return [...names];
}

export function formatReferenceCycle(cycle: readonly string[]): string {
  return `Reference cycle: ${cycle.join(' -> ')}`;
}

/** A calculation as the cycle search sees it: every formula it may run, and its sub-calculations. */
export type GraphCalculation = {
  name: string;
  formulas: readonly string[];
  subCalculations?: readonly { name: string; formula: string }[];
};

function referencesOf(formula: string): string[] {
  const parsed = parseMxl(formula);
  return parsed.ok ? mxlReferencedNames(parsed.ast) : [];
}

/**
 * The first reference cycle among calculations and their sub-calculations, as the path
 * that closes it (["a", "a.x", "b", "a"]), or null. A sub-calculation is named
 * owner.name; inside its calculation a name means the sub-calculation before any other
 * calculation. Formulas that do not parse have no references here; the parser reports
 * them. Searches in the given order so the answer is stable.
 */
export function findCalculationCycle(calculations: readonly GraphCalculation[]): string[] | null {
  const names = new Set(calculations.map(({ name }) => name));
  const dependencies = new Map<string, string[]>();
  for (const calculation of calculations) {
    const subs = new Set((calculation.subCalculations ?? []).map(({ name }) => name));
    const targetOf = (ref: string): string[] =>
      subs.has(ref) ? [`${calculation.name}.${ref}`] : names.has(ref) ? [ref] : [];
    const dependenciesOf = (formulas: readonly string[]) => [
      ...new Set(formulas.flatMap(referencesOf).flatMap(targetOf)),
    ];
    dependencies.set(calculation.name, dependenciesOf(calculation.formulas));
    for (const sub of calculation.subCalculations ?? []) {
      dependencies.set(`${calculation.name}.${sub.name}`, dependenciesOf([sub.formula]));
    }
  }
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    const open = path.indexOf(name);
    if (open >= 0) return [...path.slice(open), name];
    if (done.has(name)) return null;
    path.push(name);
    for (const next of dependencies.get(name) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    return null;
  };
  for (const name of dependencies.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

/** The first reference cycle among calculations of one formula each (see findCalculationCycle). */
export function findReferenceCycle(
  calculations: readonly { name: string; formula: string }[],
): string[] | null {
  return findCalculationCycle(
    calculations.map(({ name, formula }) => ({ name, formulas: [formula] })),
  );
}
