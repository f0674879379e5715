/** Spec §9: fund sidebar width default 210; hover-open delay 1000 ms; close delay 500 ms; slide 200 ms. */
export const fundSidebarTiming = {
  width: 210,
  collapsedWidth: 44,
  hoverOpenDelay: 1000,
  closeDelay: 500,
  slide: 200,
} as const;
