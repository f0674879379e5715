import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type ChartNode = {
  /** The state node's id, e.g. "unsavedFormGuard.dirty". */
  id: string;
  label: string;
  /** What the state means, from the machine's own description (a tooltip). */
  description?: string;
  initial: boolean;
  final: boolean;
  children: ChartNode[];
};

export type ChartEdge = {
  id: string;
  source: string;
  target: string;
  label: string;
  description?: string;
  /** A transition without a target only runs actions; it is drawn dashed on its state. */
  actionOnly: boolean;
};

export type MachineGraph = { root: ChartNode; edges: ChartEdge[] };

/** How a transition's event reads on the chart: delays and actor results in words. */
export function eventLabel(eventType: string): string {
  const after = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (after) return `after ${after[1]} ms`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (failed) return `error: ${failed[1]}`;
  return eventType === '' ? 'always' : eventType;
}

/** A machine may name its states and transitions for people: `meta: { label }`. */
const humanLabel = (meta: unknown): string | undefined =>
  meta && typeof meta === 'object' && 'label' in meta && typeof meta.label === 'string'
    ? meta.label
    : undefined;

function toNode(node: AnyStateNode, parentInitial: string | undefined): ChartNode {
  const childInitial = node.initial?.target?.[0]?.key;
  return {
    id: node.id,
    label: humanLabel(node.meta) ?? node.key,
    ...(node.description ? { description: node.description } : {}),
    initial: parentInitial === node.key,
    final: node.type === 'final',
    children: Object.values(node.states).map((child) => toNode(child, childInitial)),
  };
}

function collectEdges(node: AnyStateNode, edges: ChartEdge[]) {
  for (const [eventType, transitions] of node.transitions) {
    transitions.forEach((transition, index) => {
      const guard =
        transition.guard && typeof transition.guard === 'object' && 'type' in transition.guard
          ? ` [${String(transition.guard.type)}]`
          : typeof transition.guard === 'string'
            ? ` [${transition.guard}]`
            : '';
      const targets = transition.target ?? [node];
      targets.forEach((target: AnyStateNode, targetIndex: number) => {
        edges.push({
          id: `${node.id}:${eventType}:${index}:${targetIndex}`,
          source: node.id,
          target: target.id,
          label: humanLabel(transition.meta) ?? `${eventLabel(eventType)}${guard}`,
          ...(transition.description ? { description: transition.description } : {}),
          actionOnly: !transition.target,
        });
      });
    });
  }
  for (const child of Object.values(node.states)) collectEdges(child, edges);
}

/** States (nested) and transitions of a machine, ready for layout. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const edges: ChartEdge[] = [];
  collectEdges(machine.root, edges);
  return { root: toNode(machine.root, undefined), edges };
}
