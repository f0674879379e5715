import { describe, expect, it } from 'vitest';
import { machineGraph } from '../../src/app/components/workflow-chart/machine-graph';
import { collapseGraph, compoundIds } from '../../src/app/pages/internal/workflows/collapse-graph';
import { fitView, initialView, zoomAt } from '../../src/app/pages/internal/workflows/chart-view';
import { chatConnectionMachine } from '../../machines/chat-connection.machine';

describe('chart view (pan and zoom)', () => {
  it('fits a wide chart by its width, centred', () => {
    expect(fitView({ width: 2000, height: 400 }, { width: 1000, height: 600 })).toEqual({
      scale: 0.5,
      x: 0,
      y: 200,
    });
  });

  it('draws a chart too big to fit legibly at 85 %, the initial state near the left edge', () => {
    const view = initialView(
      { width: 4000, height: 700 },
      { width: 1000, height: 600 },
      { x: 100, y: 600, height: 36 },
    );
    expect(view.scale).toBe(0.85);
    expect(view.x).toBe(8);
    // Centred on the initial state would leave a blank band below: the bottom edge is kept.
    expect(view.y).toBeCloseTo(600 - 700 * 0.85 - 8);
    // An initial state far to the right is brought to the left edge.
    const far = initialView(
      { width: 4000, height: 700 },
      { width: 1000, height: 600 },
      { x: 2000, y: 100, height: 36 },
    );
    expect(far.x).toBeCloseTo(24 - 2000 * 0.85);
    expect(far.y).toBe(8);
  });

  it('zooms about a point, which stays where it was', () => {
    const view = zoomAt({ x: 10, y: 20, scale: 1 }, 2, 110, 220);
    expect(view).toEqual({ scale: 2, x: -90, y: -180 });
    // The chart point under (110, 220) was (100, 200) before and is still there.
    expect(view.x + 100 * view.scale).toBe(110);
    expect(view.y + 200 * view.scale).toBe(220);
    expect(zoomAt(view, 100, 0, 0).scale).toBe(3);
  });
});

describe('closing and opening compound states', () => {
  const graph = machineGraph(chatConnectionMachine);

  it('a closed group hides its states and draws their edges from and to itself', () => {
    expect(compoundIds(graph)).toEqual(
      expect.arrayContaining(['chatConnection.live', 'chatConnection.disconnected']),
    );
    const closed = collapseGraph(graph, new Set(['chatConnection.disconnected']));
    const ids: string[] = [];
    const walk = (node: typeof closed.root) => {
      ids.push(node.id);
      node.children.forEach(walk);
    };
    walk(closed.root);
    expect(ids).toContain('chatConnection.disconnected');
    expect(ids.filter((id) => id.startsWith('chatConnection.disconnected.'))).toEqual([]);
    // Every edge joins states still drawn, and none runs inside the closed group.
    for (const edge of closed.edges) {
      expect(ids).toContain(edge.source);
      expect(ids).toContain(edge.target);
    }
    const into = graph.edges.filter((e) => e.target.startsWith('chatConnection.disconnected.'));
    expect(into.length).toBeGreaterThan(0);
    expect(closed.edges.some((e) => e.target === 'chatConnection.disconnected')).toBe(true);
    // Nothing closed: the graph as it was.
    expect(collapseGraph(graph, new Set())).toEqual(graph);
  });
});
