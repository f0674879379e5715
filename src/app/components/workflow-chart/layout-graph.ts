import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { MachineGraph } from './machine-graph';

export type PlacedNode = {
  id: string;
  label: string;
  description?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
  initial: boolean;
  final: boolean;
  compound: boolean;
};
export type PlacedEdge = {
  id: string;
  label: string;
  description?: string;
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number } | null;
  actionOnly: boolean;
};
export type Layout = { width: number; height: number; nodes: PlacedNode[]; edges: PlacedEdge[] };

const elk = new ELK();
const charWidth = 6.6;
const labelHeight = 16;

/**
 * Lays the statechart out with ELK's layered algorithm. Every coordinate is asked for in
 * the root's frame so nested states and edges crossing them need no offset arithmetic.
 */
export async function layoutGraph(
  graph: MachineGraph,
  /** ELK options over the defaults below (the workflows page orders layers from the initial state). */
  options: Record<string, string> = {},
): Promise<Layout> {
  const toElk = (node: MachineGraph['root']): ElkNode => ({
    id: node.id,
    labels: [{ text: node.label }],
    width: Math.max(90, node.label.length * charWidth + 28),
    height: 36,
    layoutOptions: node.children.length
      ? { 'elk.padding': '[top=30,left=14,bottom=14,right=14]', ...options }
      : {},
    children: node.children.map(toElk),
  });
  const edges: ElkExtendedEdge[] = graph.edges.map((edge) => ({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [{ text: edge.label, width: edge.label.length * charWidth, height: labelHeight }],
  }));
  const root: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '70',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      ...options,
    },
    children: [toElk(graph.root)],
    edges,
  };
  const laid = await elk.layout(root);
  const nodes: PlacedNode[] = [];
  const walk = (node: ElkNode, source: MachineGraph['root'], depth: number) => {
    nodes.push({
      id: node.id,
      label: source.label,
      ...(source.description ? { description: source.description } : {}),
      x: node.x ?? 0,
      y: node.y ?? 0,
      width: node.width ?? 0,
      height: node.height ?? 0,
      depth,
      initial: source.initial,
      final: source.final,
      compound: source.children.length > 0,
    });
    node.children?.forEach((child, i) => {
      const childSource = source.children[i];
      if (childSource) walk(child, childSource, depth + 1);
    });
  };
  const top = laid.children?.[0];
  if (top) walk(top, graph.root, 0);
  const byId = new Map(graph.edges.map((e) => [e.id, e]));
  const placedEdges: PlacedEdge[] = (laid.edges ?? []).map((edge) => {
    const section = edge.sections?.[0];
    const points = section
      ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
      : [];
    const label = edge.labels?.[0];
    const source = byId.get(edge.id);
    return {
      id: edge.id,
      label: source?.label ?? '',
      ...(source?.description ? { description: source.description } : {}),
      points,
      labelBox: label
        ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 }
        : null,
      actionOnly: source?.actionOnly ?? false,
    };
  });
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges: placedEdges };
}
