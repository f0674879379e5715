/** Spec §9: the assistant sidebar's width in px. */
export const assistantSidebarWidth = { initial: 400, min: 320, max: 1400 } as const;

/** Keyboard resizing moves the edge by this much per arrow key. */
export const sidebarWidthStep = 16;

export const clampSidebarWidth = (width: number) =>
  Math.round(Math.min(assistantSidebarWidth.max, Math.max(assistantSidebarWidth.min, width)));
