import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  figureLedgerRowsTargetOf,
  type FigureLedgerRowsTarget,
} from '../../../api/figure-ledger-rows';
import type { LinkInfo } from '../../../api/table-data';
import { FigureLedgerRowsPanel } from './FigureLedgerRowsPanel';

/**
 * Opens the ledger rows behind a figure in a side panel: `open` for a figure card, `onLink` for
 * a table's money cell whose link is a figure-ledger-rows action. Render `panel` once on the page.
 * Leaving the page (a row's event link) closes it.
 */
export function useFigureDrillDown() {
  const [opened, setOpened] = useState<{
    target: FigureLedgerRowsTarget;
    title: string;
    location: string;
  } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [location] = useLocation();
  // Open only on the page that opened it: following a row's event link leaves it closed.
  const shown = opened?.location === location ? opened : null;

  const open = useCallback(
    (target: FigureLedgerRowsTarget, title = 'Ledger rows') => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpened({ target, title, location });
    },
    [location],
  );
  /** A table's onLink: true when the link was a figure's and the panel opened. */
  const onLink = useCallback(
    (link: LinkInfo) => {
      const target = link.type === 'onclick' ? figureLedgerRowsTargetOf(link.action) : null;
      if (target) open(target);
      return target !== null;
    },
    [open],
  );
  const panel = (
    <FigureLedgerRowsPanel
      target={shown?.target ?? null}
      title={shown?.title ?? 'Ledger rows'}
      onClose={() => setOpened(null)}
      returnFocusTo={() => (opener.current?.isConnected ? opener.current : null)}
    />
  );
  return { open, onLink, panel };
}
