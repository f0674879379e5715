/** Spec §9: the calculation side panel's width in the list, in pixels. */
export const CALCULATION_PANEL_WIDTH = { default: 600, min: 400, max: 1200 } as const;

export const clampPanelWidth = (width: number) =>
  Math.round(Math.min(CALCULATION_PANEL_WIDTH.max, Math.max(CALCULATION_PANEL_WIDTH.min, width)));
