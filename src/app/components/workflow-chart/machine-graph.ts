import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionKey, transitionLabel } from '../../../../machines/machine-labels';

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
  /** The transition's key (machine-labels): paths and coverage name transitions by it. */
  transitionKey: string;
  source: string;
  target: string;
  /** The implementation name of its event ('' for an eventless transition). */
  eventType: string;
  label: string;
  description?: string;
  /** A transition without a target only runs actions; it is drawn dashed on its state. */
  actionOnly: boolean;
};

export type MachineGraph = { root: ChartNode; edges: ChartEdge[] };

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

function collectEdges(machine: AnyStateMachine, node: AnyStateNode, edges: ChartEdge[]) {
  // Eventless (`always`) transitions are kept apart by xstate; they are edges all the same.
  const lists = [...node.transitions.values(), ...(node.always ? [node.always] : [])];
  for (const transitions of lists) {
    for (const transition of transitions) {
      const key = transitionKey(transition);
      const targets = transition.target ?? [node];
      targets.forEach((target: AnyStateNode, targetIndex: number) => {
        edges.push({
          id: `${key}:${targetIndex}`,
          transitionKey: key,
          source: node.id,
          target: target.id,
          eventType: transition.eventType,
          label: transitionLabel(machine, transition),
          ...(transition.description ? { description: transition.description } : {}),
          actionOnly: !transition.target,
        });
      });
    }
  }
  for (const child of Object.values(node.states)) collectEdges(machine, child, edges);
}

/** States (nested) and transitions of a machine, ready for layout. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const edges: ChartEdge[] = [];
  collectEdges(machine, machine.root, edges);
  return { root: toNode(machine.root, undefined), edges };
}
