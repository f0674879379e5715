/** Pan and zoom of a chart as one translate-and-scale: pure, so the arithmetic is testable. */
export type ChartView = { x: number; y: number; scale: number };

export const minScale = 0.2;
export const maxScale = 3;
/** Below this a label of 11 px reads under 9 px: the default view does not go smaller. */
export const legibleScale = 0.85;

const clamp = (scale: number) => Math.min(maxScale, Math.max(minScale, scale));

/** The whole chart in the viewport, centred. */
export function fitView(
  content: { width: number; height: number },
  viewport: { width: number; height: number },
): ChartView {
  const scale = clamp(Math.min(viewport.width / content.width, viewport.height / content.height));
  return {
    scale,
    x: (viewport.width - content.width * scale) / 2,
    y: (viewport.height - content.height * scale) / 2,
  };
}

/**
 * The first view: the whole chart if it fits at a legible scale; otherwise legible, with the
 * initial state (the anchor) near the left edge and centred vertically, to be panned from.
 */
export function initialView(
  content: { width: number; height: number },
  viewport: { width: number; height: number },
  anchor?: { x: number; y: number; height: number },
): ChartView {
  const fit = fitView(content, viewport);
  if (fit.scale >= legibleScale) return { ...fit, scale: Math.min(fit.scale, 1.2) };
  const scale = legibleScale;
  if (!anchor) return { scale, x: 8, y: 8 };
  const y = viewport.height / 2 - (anchor.y + anchor.height / 2) * scale;
  // No blank band above the chart's top or below its bottom when the chart is taller.
  const lowest = viewport.height - content.height * scale - 8;
  // An initial state in the first half of the viewport's width: drawn from the chart's left edge.
  const x = anchor.x * scale < viewport.width / 2 ? 8 : 24 - anchor.x * scale;
  return { scale, x, y: Math.min(8, Math.max(lowest, y)) };
}

/** Zoom by a factor keeping the point (px, py) of the viewport where it is. */
export function zoomAt(view: ChartView, factor: number, px: number, py: number): ChartView {
  const scale = clamp(view.scale * factor);
  const ratio = scale / view.scale;
  return { scale, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio };
}

export function panBy(view: ChartView, dx: number, dy: number): ChartView {
  return { ...view, x: view.x + dx, y: view.y + dy };
}
