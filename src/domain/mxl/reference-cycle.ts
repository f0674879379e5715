import type { MxlNode } from './mxl-node';
import { parseMxl } from './parse-mxl';

/**
 * Names a formula reads that it has not bound itself with AS before (in evaluation
 * order), each once, in order of first use. Calculation names among them are its
 * dependencies; the rest are codes, code lists or unknown.
 */
export function mxlReferencedNames(ast: MxlNode): string[] {
  const bound = new Set<string>();
  const names = new Set<string>();
  const visit = (node: MxlNode): void => {
    switch (node.type) {
      case 'name':
        if (!bound.has(node.name)) names.add(node.name);
        return;
      case 'array':
        node.items.forEach(visit);
        return;
      case 'call':
        node.args.forEach(visit);
        return;
      case 'member':
        visit(node.object);
        return;
      case 'index':
        // The selector is evaluated first, then the object in the selected window.
        visit(node.index);
        visit(node.object);
        return;
      case 'unary':
        visit(node.operand);
        return;
      case 'binary':
        visit(node.left);
        visit(node.right);
        return;
      case 'named':
        visit(node.expression);
        bound.add(node.name);
        return;
      default:
        return;
    }
  };
  visit(ast);
  return [...names];
}

export function formatReferenceCycle(cycle: readonly string[]): string {
  return `Reference cycle: ${cycle.join(' -> ')}`;
}

/**
 * The first reference cycle among calculations, as the path that closes it
 * (["a", "b", "a"]), or null. Formulas that do not parse have no references here; the
 * parser reports them. Searches in the given order so the answer is stable.
 */
export function findReferenceCycle(
  calculations: readonly { name: string; formula: string }[],
): string[] | null {
  const dependencies = new Map<string, string[]>();
  for (const { name } of calculations) dependencies.set(name, []);
  for (const { name, formula } of calculations) {
    const parsed = parseMxl(formula);
    if (!parsed.ok) continue;
    dependencies.set(
      name,
      mxlReferencedNames(parsed.ast).filter((ref) => dependencies.has(ref)),
    );
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
  for (const { name } of calculations) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}
