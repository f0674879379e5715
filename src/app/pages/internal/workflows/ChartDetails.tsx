import { css } from 'styled-system/css';
import type { ChartNode, MachineGraph } from '../../../components/workflow-chart/machine-graph';
import type { MachineTransition } from '../../../../../machines/path-coverage';
import type { ChartSelection } from './MachineChart';

type Props = {
  graph: MachineGraph;
  transitions: readonly MachineTransition[];
  selection: ChartSelection | null;
  onSelect: (selection: ChartSelection) => void;
  /** Narrow the path list to the paths taking this transition, or ending in this state. */
  onFilterTransition: (key: string) => void;
  onFilterTarget: (id: string) => void;
};

const panel = css({
  border: '1px solid',
  borderColor: 'gray.200',
  borderRadius: '6px',
  p: '3',
  fontSize: 'sm',
  bg: 'gray.50',
  minH: '200px',
  '& dt': { fontWeight: 'semibold', color: 'gray.600', mt: '2' },
  '& dd': { ml: 0 },
  '& code': { fontSize: 'xs', bg: 'white', px: '1', borderRadius: '3px' },
});
const linkButton = css({
  color: 'blue.700',
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'left',
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.600' },
});

function findNode(node: ChartNode, id: string): ChartNode | undefined {
  if (node.id === id) return node;
  for (const child of node.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

/** The side panel: what the selected state or transition means, from the machine itself. */
export function ChartDetails(props: Props) {
  const { graph, transitions, selection, onSelect, onFilterTransition, onFilterTarget } = props;
  const stateLabel = (id: string) => findNode(graph.root, id)?.label ?? id;
  if (!selection) {
    return (
      <aside className={panel} aria-label="Details">
        <p className={css({ color: 'gray.600' })}>
          Select a state or a transition's label on the chart to see what it means, its guard and
          the paths through it.
        </p>
      </aside>
    );
  }
  if (selection.kind === 'state') {
    const node = findNode(graph.root, selection.id);
    const outgoing = transitions.filter((t) => t.source === selection.id);
    const incoming = transitions.filter((t) => t.targets.includes(selection.id));
    const list = (items: MachineTransition[], end: (t: MachineTransition) => string) =>
      items.length === 0 ? (
        <dd>none</dd>
      ) : (
        items.map((t) => (
          <dd key={t.key}>
            <button
              type="button"
              className={linkButton}
              onClick={() => onSelect({ kind: 'transition', key: t.key })}
            >
              {t.label}
            </button>{' '}
            {end(t)}
          </dd>
        ))
      );
    return (
      <aside className={panel} aria-label="Details">
        <h4 className={css({ fontWeight: 'semibold', fontSize: 'md' })}>
          State: {node?.label ?? selection.id}
        </h4>
        <dl>
          <dt>In the code</dt>
          <dd>
            <code>{selection.id}</code>
            {node?.final ? ' (final)' : ''}
            {node?.initial ? ' (initial)' : ''}
          </dd>
          <dt>Means</dt>
          <dd>{node?.description ?? 'The machine gives no description.'}</dd>
          <dt>Leaves by</dt>
          {list(outgoing, (t) => `→ ${t.targets.map(stateLabel).join(', ')}`)}
          <dt>Reached by</dt>
          {list(incoming, (t) => `from ${stateLabel(t.source)}`)}
        </dl>
        <button
          type="button"
          className={`${linkButton} ${css({ mt: '3' })}`}
          onClick={() => onFilterTarget(selection.id)}
        >
          Show the paths ending here
        </button>
      </aside>
    );
  }
  const transition = transitions.find((t) => t.key === selection.key);
  if (!transition) return null;
  return (
    <aside className={panel} aria-label="Details">
      <h4 className={css({ fontWeight: 'semibold', fontSize: 'md' })}>
        Transition: {transition.label}
      </h4>
      <dl>
        <dt>From → to</dt>
        <dd>
          {stateLabel(transition.source)} → {transition.targets.map(stateLabel).join(', ')}
        </dd>
        <dt>Event in the code</dt>
        <dd>
          <code>{transition.eventType || '(eventless: taken at once)'}</code>
        </dd>
        <dt>Guard</dt>
        <dd>
          {transition.guard ? (
            <>
              {transition.guard.label} <code>{transition.guard.name}</code>
            </>
          ) : (
            'none'
          )}
        </dd>
        <dt>Means</dt>
        <dd>{transition.description ?? 'The machine gives no description.'}</dd>
        <dt>Key</dt>
        <dd>
          <code>{transition.key}</code>
        </dd>
      </dl>
      <button
        type="button"
        className={`${linkButton} ${css({ mt: '3' })}`}
        onClick={() => onFilterTransition(transition.key)}
      >
        Show the paths taking it
      </button>
    </aside>
  );
}
