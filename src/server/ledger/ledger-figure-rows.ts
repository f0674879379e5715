import type { FigureRow } from '../../domain/ledger-figures';

/** The columns a ledger row needs for the figures: its code's classification and flags. */
export type FigureSource = {
  amount_cents: number;
  is_draft: boolean;
  event_id: string;
  event_type: string;
  /** The classification of the code the row counts towards (a transfer twin: the code it moved). */
  base_classification: string;
  is_recallable: boolean;
  affects_nav: boolean;
  affects_net_irr: boolean;
  should_get_equalized: boolean;
};

/** A ledger row as the domain's figure functions read it. */
export const figureRow = (row: FigureSource): FigureRow => ({
  amount: row.amount_cents,
  isDraft: row.is_draft,
  eventId: row.event_id,
  eventType: row.event_type,
  classification: row.base_classification,
  isRecallable: row.is_recallable,
  affectsNav: row.affects_nav,
  affectsNetIrr: row.affects_net_irr,
  isCalled: row.should_get_equalized,
});
