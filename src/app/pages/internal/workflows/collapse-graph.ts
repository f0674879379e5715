import type {
  ChartEdge,
  ChartNode,
  MachineGraph,
} from '../../../components/workflow-chart/machine-graph';

/** A compound state drawn closed: its children hidden, their edges drawn from and to it. */
export type CollapsedNode = ChartNode & { hiddenCount: number };

const countBelow = (node: ChartNode): number =>
  node.children.reduce((sum, child) => sum + 1 + countBelow(child), 0);

/**
 * The graph with the given compound states closed. An edge from or to a hidden state is
 * drawn from or to the closed state that hides it; one inside a closed state disappears
 * (unless it was a self-transition of that state itself); edges that now join the same two
 * boxes with the same label are drawn once.
 */
export function collapseGraph(graph: MachineGraph, collapsed: ReadonlySet<string>): MachineGraph {
  const visibleOf = new Map<string, string>();
  const close = (node: ChartNode, hiddenBy: string | null): ChartNode => {
    visibleOf.set(node.id, hiddenBy ?? node.id);
    const closes = hiddenBy === null && collapsed.has(node.id) && node.children.length > 0;
    const children = node.children.map((child) =>
      close(child, hiddenBy ?? (closes ? node.id : null)),
    );
    if (!closes) return { ...node, children };
    const closed: CollapsedNode = { ...node, children: [], hiddenCount: countBelow(node) };
    return closed;
  };
  const root = close(graph.root, null);
  const seen = new Set<string>();
  const edges: ChartEdge[] = [];
  for (const edge of graph.edges) {
    const source = visibleOf.get(edge.source) ?? edge.source;
    const target = visibleOf.get(edge.target) ?? edge.target;
    const inside = source === target && (edge.source !== source || edge.target !== target);
    const key = `${source}→${target}:${edge.label}`;
    if (inside || seen.has(key)) continue;
    seen.add(key);
    edges.push({ ...edge, source, target });
  }
  return { root, edges };
}

export function isCollapsed(node: ChartNode): node is CollapsedNode {
  return 'hiddenCount' in node;
}

/** Every compound state's id (what can be closed). */
export function compoundIds(graph: MachineGraph): string[] {
  const ids: string[] = [];
  const walk = (node: ChartNode, isRoot: boolean) => {
    if (!isRoot && node.children.length > 0) ids.push(node.id);
    node.children.forEach((child) => walk(child, false));
  };
  walk(graph.root, true);
  return ids;
}
