import type { MxlNode, MxlNodeOf } from './mxl-node';

export type MxlVisitor = {
  /** A name read; `bound` when the formula gave it with AS before (in evaluation order). */
  name?: (node: MxlNodeOf<'name'>, bound: boolean) => void;
  /** A function call, before its arguments are visited. */
  call?: (node: MxlNodeOf<'call'>) => void;
};

/**
 * Visits a formula's nodes in evaluation order, the order the evaluator binds AS names in,
 * so what counts as bound here is what is bound when the evaluator gets there.
 */
export function walkMxl(ast: MxlNode, visitor: MxlVisitor): void {
  const bound = new Set<string>();
  const visit = (node: MxlNode): void => {
    switch (node.type) {
      case 'name':
        visitor.name?.(node, bound.has(node.name));
        return;
      case 'array':
        node.items.forEach(visit);
        return;
      case 'call':
        visitor.call?.(node);
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
}
