import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from '../../../components/button-styles';
import { layoutGraph, type Layout } from '../../../components/workflow-chart/layout-graph';
import type { MachineGraph } from '../../../components/workflow-chart/machine-graph';
import { collapseGraph, compoundIds } from './collapse-graph';
import { useChartViewport } from './use-chart-viewport';

export type ChartSelection = { kind: 'state'; id: string } | { kind: 'transition'; key: string };

type Props = {
  machineId: string;
  title: string;
  graph: MachineGraph;
  /** Transitions the listed paths take: the others are drawn faint and dotted. */
  covered?: ReadonlySet<string>;
  /** Transitions of the path being looked at, drawn in orange. */
  focused?: ReadonlySet<string>;
  /**
   * A record's place in the machine: its current state (a state node id) ringed, and the
   * transitions it took numbered in the order taken (a key may be taken more than once).
   */
  record?: { state: string; numbered: ReadonlyMap<string, number[]> };
  selection: ChartSelection | null;
  onSelect: (selection: ChartSelection) => void;
};

const depthFill = ['#f8fafc', '#eef2f7', '#e3e9f1'];
/** A record's current state and taken transitions (violet: apart from the paths' orange). */
const historyColor = '#7c3aed';
const small = button({ variant: 'secondary' });
/**
 * Layers follow a depth-first walk from the initial state, so a flow reads left to right from
 * where it starts; ELK's default (greedy) cycle breaking put the sign-in's first state last,
 * with every edge running backwards.
 */
const layoutOptions = { 'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST' };
const toolbar = css({ display: 'flex', gap: '2', alignItems: 'center', mb: '2', flexWrap: 'wrap' });

/**
 * The statechart a reviewer reads: panned and zoomed through use-chart-viewport, compound
 * states closed and opened, a state or transition selected for the side panel.
 */
export function MachineChart(props: Props) {
  const { machineId, title, graph, covered, focused, record, selection, onSelect } = props;
  const compounds = useMemo(() => compoundIds(graph), [graph]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => collapseGraph(graph, collapsed), [graph, collapsed]);
  const [layout, setLayout] = useState<Layout | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    viewport,
    view: current,
    height,
    start,
    zoom,
    fit,
    reveal,
    handlers,
  } = useChartViewport();

  useEffect(() => {
    let cancelled = false;
    layoutGraph(shown, layoutOptions).then(
      (result) => {
        if (cancelled) return;
        setLayout(result);
        start(result);
      },
      (reason: unknown) => !cancelled && setError(String(reason)),
    );
    return () => {
      cancelled = true;
    };
  }, [shown, start]);

  if (error) return <p role="alert">Could not lay out the chart: {error}</p>;
  if (!layout) {
    // The viewport's element is there before the layout, so the first view is computed for
    // its real width.
    return (
      <div ref={viewport} className={css({ color: 'gray.500', w: '100%' })}>
        Laying out the chart…
      </div>
    );
  }
  const toggle = (id: string) =>
    setCollapsed((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const markerId = `arrow-${machineId}`;
  const compoundSet = new Set(compounds);
  const selectedState = selection?.kind === 'state' ? selection.id : null;
  const selectedTransition = selection?.kind === 'transition' ? selection.key : null;

  return (
    <div>
      <div className={toolbar} role="toolbar" aria-label={`Chart controls of ${title}`}>
        <button type="button" className={small} onClick={() => zoom(1.25)}>
          Zoom in
        </button>
        <button type="button" className={small} onClick={() => zoom(0.8)}>
          Zoom out
        </button>
        <button type="button" className={small} onClick={() => fit(layout)}>
          Fit
        </button>
        <span data-testid={`chart-zoom-${machineId}`} className={css({ color: 'gray.600' })}>
          {Math.round(current.scale * 100)}%
        </span>
        {compounds.length > 0 ? (
          <>
            <button
              type="button"
              className={small}
              onClick={() => setCollapsed(new Set(compounds))}
            >
              Close all groups
            </button>
            <button type="button" className={small} onClick={() => setCollapsed(new Set())}>
              Open all groups
            </button>
          </>
        ) : null}
        <span className={css({ color: 'gray.600', fontSize: 'sm' })}>
          Drag or arrow keys to pan; Ctrl + wheel, + and − to zoom; click a state or a label for
          details.
        </span>
      </div>
      <div
        ref={viewport}
        tabIndex={0}
        aria-label={`Statechart of ${title}: arrow keys pan, plus and minus zoom`}
        {...handlers}
        style={{ height }}
        className={css({
          transition: 'height 0.1s',
          border: '1px solid',
          borderColor: 'gray.200',
          borderRadius: '6px',
          overflow: 'hidden',
          cursor: 'grab',
          bg: 'white',
          touchAction: 'none',
          _focusVisible: { outline: '2px solid', outlineColor: 'blue.600' },
        })}
      >
        {/* A group, not an image: its states and labels are buttons (axe nested-interactive). */}
        <svg
          role="group"
          aria-label={`Statechart of ${title}`}
          data-testid={`workflow-chart-${machineId}`}
          data-scale={current.scale.toFixed(3)}
          width="100%"
          height="100%"
          className={css({ fontFamily: 'inherit', userSelect: 'none' })}
        >
          <defs>
            {['#475569', '#c2410c', '#cbd5e1', historyColor].map((color) => (
              <marker
                key={color}
                id={`${markerId}-${color.slice(1)}`}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M 0 0 L 10 5 L 0 10 z" fill={color} />
              </marker>
            ))}
          </defs>
          <g transform={`translate(${current.x} ${current.y}) scale(${current.scale})`}>
            <g transform="translate(10 10)">
              {layout.nodes.map((node) => {
                const closable = compoundSet.has(node.id);
                const closed = collapsed.has(node.id);
                const selected = selectedState === node.id;
                const now = record?.state === node.id;
                return (
                  <g
                    key={node.id}
                    data-state-id={node.id}
                    data-current={now || undefined}
                    data-selectable
                    role="button"
                    tabIndex={0}
                    aria-label={`State ${node.label}${closed ? ' (closed group)' : ''}${now ? ' (the record is here)' : ''}`}
                    aria-pressed={selected}
                    onClick={() => onSelect({ kind: 'state', id: node.id })}
                    onFocus={() => reveal(node)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        onSelect({ kind: 'state', id: node.id });
                      }
                    }}
                    className={css({
                      cursor: 'pointer',
                      outline: 'none',
                      '&:focus-visible rect': { stroke: '#2563eb', strokeWidth: 3 },
                    })}
                  >
                    <title>{node.description ?? node.label}</title>
                    <rect
                      x={node.x}
                      y={node.y}
                      width={node.width}
                      height={node.height}
                      rx={8}
                      fill={
                        closed ? '#e0e7ff' : (depthFill[node.depth % depthFill.length] ?? '#fff')
                      }
                      stroke={selected ? '#2563eb' : now ? historyColor : '#94a3b8'}
                      strokeWidth={selected || now ? 3.5 : node.final ? 3 : 1.2}
                      strokeDasharray={closed ? '6 3' : undefined}
                    />
                    <text
                      x={
                        node.compound || closable
                          ? node.x + (closable ? 24 : 10)
                          : node.x + node.width / 2
                      }
                      y={node.compound ? node.y + 19 : node.y + node.height / 2 + 4}
                      textAnchor={node.compound || closable ? 'start' : 'middle'}
                      fontSize={node.depth === 0 ? 13 : 12}
                      fontWeight={node.compound || closed ? 600 : 500}
                      fill="#0f172a"
                    >
                      {node.label}
                    </text>
                    {node.initial ? (
                      <circle cx={node.x - 7} cy={node.y + 10} r={4} fill="#0f172a" />
                    ) : null}
                    {now ? (
                      <text
                        x={node.x}
                        y={node.y - 4}
                        fontSize={11}
                        fontWeight={700}
                        fill={historyColor}
                      >
                        now
                      </text>
                    ) : null}
                  </g>
                );
              })}
              {layout.nodes
                .filter((node) => compoundSet.has(node.id))
                .map((node) => {
                  const closed = collapsed.has(node.id);
                  return (
                    <g
                      key={`toggle-${node.id}`}
                      data-selectable
                      role="button"
                      tabIndex={0}
                      aria-label={`${closed ? 'Open' : 'Close'} ${node.label}`}
                      aria-expanded={!closed}
                      onClick={() => toggle(node.id)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          toggle(node.id);
                        }
                      }}
                      className={css({ cursor: 'pointer' })}
                    >
                      <rect
                        x={node.x + 5}
                        y={node.y + 7}
                        width={15}
                        height={15}
                        rx={3}
                        fill="white"
                        stroke="#64748b"
                      />
                      <text
                        x={node.x + 12.5}
                        y={node.y + 19}
                        textAnchor="middle"
                        fontSize={13}
                        fill="#0f172a"
                      >
                        {closed ? '+' : '−'}
                      </text>
                    </g>
                  );
                })}
              {layout.edges.map((edge) => {
                const source = shown.edges.find((e) => e.id === edge.id);
                const key = source?.transitionKey ?? edge.id;
                const isFocused = focused?.has(key) ?? false;
                const isCovered = covered ? covered.has(key) : true;
                const selected = selectedTransition === key;
                const taken = record?.numbered.get(key);
                const color = isFocused
                  ? '#c2410c'
                  : taken
                    ? historyColor
                    : isCovered
                      ? '#475569'
                      : '#cbd5e1';
                const badgeAt = edge.labelBox
                  ? { x: edge.labelBox.x - 4, y: edge.labelBox.y + 8 }
                  : edge.points[Math.floor(edge.points.length / 2)];
                return (
                  <g
                    key={edge.id}
                    data-transition-key={key}
                    data-covered={isCovered || undefined}
                    data-focused={isFocused || undefined}
                    data-history={taken?.join(' ')}
                    data-selectable
                    onClick={() => onSelect({ kind: 'transition', key })}
                    className={css({ cursor: 'pointer' })}
                  >
                    <polyline
                      points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
                      fill="none"
                      stroke={color}
                      strokeWidth={isFocused || selected || taken ? 2.6 : 1.3}
                      strokeDasharray={edge.actionOnly || !isCovered ? '4 3' : undefined}
                      markerEnd={`url(#${markerId}-${color.slice(1)})`}
                    />
                    {edge.labelBox ? (
                      <text
                        x={edge.labelBox.x}
                        y={edge.labelBox.y + 12}
                        fontSize={11}
                        fontWeight={selected ? 700 : 400}
                        fill={isFocused ? '#9a3412' : isCovered ? '#334155' : '#94a3b8'}
                      >
                        {edge.label}
                      </text>
                    ) : null}
                    {taken && badgeAt ? (
                      <HistoryBadge at={badgeAt} numbers={taken} color={historyColor} />
                    ) : null}
                    {/* After the label: the tooltip; the label's text stays the first thing found. */}
                    <title>
                      {[edge.label, source?.eventType, edge.description].filter(Boolean).join('\n')}
                    </title>
                  </g>
                );
              })}
            </g>
          </g>
        </svg>
      </div>
    </div>
  );
}

/** The order numbers of a taken transition, in a pill ending just before its label. */
function HistoryBadge(props: { at: { x: number; y: number }; numbers: number[]; color: string }) {
  const { at, numbers, color } = props;
  const text = numbers.join(', ');
  const width = 8 + text.length * 6.6;
  return (
    <g aria-label={`taken ${numbers.length === 1 ? 'as step' : 'as steps'} ${text}`}>
      <rect x={at.x - width} y={at.y - 8} width={width} height={16} rx={8} fill={color} />
      <text
        x={at.x - width / 2}
        y={at.y + 4}
        textAnchor="middle"
        fontSize={11}
        fontWeight={700}
        fill="white"
      >
        {text}
      </text>
    </g>
  );
}
