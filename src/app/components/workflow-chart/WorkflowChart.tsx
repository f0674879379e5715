import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { css } from 'styled-system/css';
import { layoutGraph, type Layout } from './layout-graph';
import { machineGraph } from './machine-graph';

type Props = {
  machine: AnyStateMachine;
  /** State node ids to highlight, e.g. a record's current state. */
  activeStateIds?: readonly string[];
  title?: string;
};

const depthFill = ['#f8fafc', '#eef2f7', '#e3e9f1'];

/** A machine drawn as a statechart: nested states, transitions labelled with their events. */
export function WorkflowChart({ machine, activeStateIds = [], title }: Props) {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const [layout, setLayout] = useState<Layout | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    layoutGraph(graph).then(
      (result) => !cancelled && setLayout(result),
      (reason: unknown) => !cancelled && setError(String(reason)),
    );
    return () => {
      cancelled = true;
    };
  }, [graph]);

  if (error) return <p role="alert">Could not lay out the chart: {error}</p>;
  if (!layout) return <p className={css({ color: 'gray.500' })}>Laying out the chart…</p>;
  const active = new Set(activeStateIds);
  const markerId = `arrow-${machine.id}`;
  return (
    <svg
      role="img"
      aria-label={title ?? `Statechart of ${machine.id}`}
      data-testid={`workflow-chart-${machine.id}`}
      viewBox={`0 0 ${layout.width + 20} ${layout.height + 20}`}
      width={layout.width + 20}
      height={layout.height + 20}
      className={css({ maxW: '100%', h: 'auto', fontFamily: 'inherit' })}
    >
      <defs>
        <marker
          id={markerId}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#475569" />
        </marker>
      </defs>
      <g transform="translate(10 10)">
        {layout.nodes.map((node) => {
          const isActive = active.has(node.id);
          return (
            <g key={node.id} data-state-id={node.id} data-active={isActive || undefined}>
              {node.description ? <title>{node.description}</title> : null}
              <rect
                x={node.x}
                y={node.y}
                width={node.width}
                height={node.height}
                rx={8}
                fill={isActive ? '#dbeafe' : (depthFill[node.depth % depthFill.length] ?? '#fff')}
                stroke={isActive ? '#2563eb' : '#94a3b8'}
                strokeWidth={isActive ? 2.5 : node.final ? 3 : 1.2}
              />
              <text
                x={node.compound ? node.x + 10 : node.x + node.width / 2}
                y={node.compound ? node.y + 19 : node.y + node.height / 2 + 4}
                textAnchor={node.compound ? 'start' : 'middle'}
                fontSize={node.depth === 0 ? 13 : 12}
                fontWeight={node.compound ? 600 : 500}
                fill="#0f172a"
              >
                {node.label}
              </text>
              {node.initial ? (
                <circle cx={node.x - 7} cy={node.y + 10} r={4} fill="#0f172a" />
              ) : null}
            </g>
          );
        })}
        {layout.edges.map((edge) => (
          <g key={edge.id}>
            {edge.description ? <title>{edge.description}</title> : null}
            <polyline
              points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              stroke="#475569"
              strokeWidth={1.3}
              strokeDasharray={edge.actionOnly ? '4 3' : undefined}
              markerEnd={`url(#${markerId})`}
            />
            {edge.labelBox ? (
              <text x={edge.labelBox.x} y={edge.labelBox.y + 12} fontSize={11} fill="#334155">
                {edge.label}
              </text>
            ) : null}
          </g>
        ))}
      </g>
    </svg>
  );
}
