/** Spec §9 pivot pane: default 450 px, divider 8 px, 10%–90%, snaps closed within 50 px. */
export const pane = { defaultWidth: 450, divider: 8, min: 0.1, max: 0.9, snapClosed: 50 } as const;

/** The list pane's width for a divider dragged to `x` px from the container's left edge; 0 is closed. */
export function paneWidth(x: number, containerWidth: number): number {
  if (x < pane.snapClosed) return 0;
  return Math.round(Math.min(containerWidth * pane.max, Math.max(containerWidth * pane.min, x)));
}

/** Views grouped as the list shows them: Favorites, All Views, Samples, newest first. */
export function groupViews<T extends { id: string; is_favorited?: boolean; created_at?: string }>(
  views: readonly T[],
  samples: readonly T[],
): { title: 'Favorites' | 'All Views' | 'Samples'; views: T[] }[] {
  const newestFirst = (a: T, b: T) => (b.created_at ?? '').localeCompare(a.created_at ?? '');
  return [
    { title: 'Favorites' as const, views: views.filter((v) => v.is_favorited).sort(newestFirst) },
    { title: 'All Views' as const, views: [...views].sort(newestFirst) },
    { title: 'Samples' as const, views: [...samples] },
  ].filter((group) => group.views.length > 0 || group.title === 'All Views');
}
