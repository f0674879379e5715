import {
  useCallback,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type WheelEvent,
} from 'react';
import type { Layout } from '../../../components/workflow-chart/layout-graph';
import { initialView, fitView, panBy, zoomAt, type ChartView } from './chart-view';

const viewportHeight = 600;
type Box = { x: number; y: number; width: number; height: number };

export const contentOf = (layout: Layout) => ({
  width: layout.width + 20,
  height: layout.height + 20,
});

/**
 * The chart's viewport: pan (drag, arrow keys) and zoom (buttons, + and −, Ctrl + wheel) as
 * one translate-and-scale over the laid-out chart, and a height that shrinks for short charts.
 */
export function useChartViewport() {
  const [view, setView] = useState<ChartView | null>(null);
  const [height, setHeight] = useState(viewportHeight);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const current = view ?? { x: 8, y: 8, scale: 1 };
  const size = () => ({
    width: viewport.current?.clientWidth ?? 800,
    height: viewport.current?.clientHeight ?? viewportHeight,
  });

  /** The first layout sets the view; a re-layout after closing a group keeps the zoom. */
  const start = useCallback((layout: Layout) => {
    const anchor = layout.nodes.find((node) => node.initial && node.depth === 1);
    const content = contentOf(layout);
    const width = viewport.current?.clientWidth ?? 800;
    setView((before) => {
      if (before) return before;
      const first = initialView(content, { width, height: viewportHeight }, anchor);
      // A short chart gets a short viewport, drawn from its top, not a band of white.
      const drawn = content.height * first.scale + 16;
      if (drawn >= viewportHeight) return first;
      setHeight(Math.max(160, drawn));
      return { ...first, y: 8 };
    });
  }, []);
  const zoom = (factor: number) => {
    const { width, height: h } = size();
    setView(zoomAt(current, factor, width / 2, h / 2));
  };
  const fit = (layout: Layout) => setView(fitView(contentOf(layout), size()));

  const onKeyDown = (event: KeyboardEvent) => {
    const step = 60;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) setView(panBy(current, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') zoom(1.25);
    else if (event.key === '-') zoom(0.8);
    else return;
    event.preventDefault();
  };
  const onWheel = (event: WheelEvent) => {
    if (!event.ctrlKey && !event.metaKey) return;
    const box = event.currentTarget.getBoundingClientRect();
    const factor = event.deltaY < 0 ? 1.1 : 0.9;
    setView(zoomAt(current, factor, event.clientX - box.left, event.clientY - box.top));
  };
  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as Element).closest('[data-selectable]')) return;
    drag.current = { x: event.clientX, y: event.clientY };
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current) return;
    const dx = event.clientX - drag.current.x;
    const dy = event.clientY - drag.current.y;
    drag.current = { x: event.clientX, y: event.clientY };
    setView(panBy(current, dx, dy));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  // A state reached by Tab is brought into view by panning (the browser would scroll the
  // clipped viewport instead, and the view would no longer match what is drawn).
  const reveal = (box: Box) => {
    const element = viewport.current;
    if (element) {
      element.scrollLeft = 0;
      element.scrollTop = 0;
    }
    const { width, height: h } = size();
    const left = current.x + (box.x + 10) * current.scale;
    const top = current.y + (box.y + 10) * current.scale;
    const right = left + box.width * current.scale;
    const bottom = top + box.height * current.scale;
    if (left >= 0 && top >= 0 && right <= width && bottom <= h) return;
    setView({
      ...current,
      x: width / 2 - (box.x + 10 + box.width / 2) * current.scale,
      y: h / 2 - (box.y + 10 + box.height / 2) * current.scale,
    });
  };

  return {
    viewport,
    view: current,
    height,
    start,
    zoom,
    fit,
    reveal,
    handlers: { onKeyDown, onWheel, onPointerDown, onPointerMove, onPointerUp },
  };
}
