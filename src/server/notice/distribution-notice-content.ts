import { distributionSourceLabels, type DistributionSource } from '../../api/distribution';
import { noticesNeedCurrentRunMessage } from '../../api/notice';
import { commitmentLedgerFigures } from '../../domain/ledger-figures';
import { ApiError } from '../api-error';
import { figureTotalsByCommitment } from '../commitment/commitment-information';
import type { Database } from '../db/database';
import { loadDistribution } from '../distribution/distribution-service';
import { loadSubEvents } from '../distribution/distribution-view';
import type { Scope } from '../scope';
import type { NoticeAddressee } from './notice-content';

/**
 * One line of a distribution notice: a proceeds line's share (its kind is the line's source), or
 * what was taken from it (negative). The kind lets the ILPA notice (ilpa-notice.ts) put each line
 * under the template's line item.
 */
export type DistributionNoticeLine = {
  label: string;
  cents: number;
  kind: DistributionSource | 'fee_holdback' | 'carried_interest';
};

/**
 * What one LP's distribution notice says (issue 19 §3): each proceeds line's share before the
 * fee holdback and the carry, then each of those taken out, on its own line, never a lump sum;
 * the LP's commitment, contributed and distributed before and after. Every figure is the stored
 * waterfall run's (what finalize posts) or the commitment figures' (what every page shows).
 */
export type DistributionNoticeContent = NoticeAddressee & {
  distribution_date: string;
  committed_cents: number;
  lines: DistributionNoticeLine[];
  /** What the LP receives: its share of every line less the holdback and the carry. */
  distributed_cents: number;
  /** Of it, what the fund may call again (recallable lines): it adds to unfunded. */
  recallable_cents: number;
  contributed_cents: number;
  distributed_before_cents: number;
  distributed_after_cents: number;
  unfunded_before_cents: number;
  unfunded_after_cents: number;
};

const sum = (values: Iterable<number>) => [...values].reduce((total, v) => total + v, 0);

/**
 * The distribution's notices, one per partner of each fund entity's waterfall (entity order,
 * then the run's partner order), from the latest run of the distribution as it is (409 when
 * there is none). Before and after: the ledger without this distribution's own rows, then with
 * them, so a notice says the same before and after the distribution is finalized.
 */
export async function distributionNoticeContents(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<DistributionNoticeContent[]> {
  const { fund, event, distribution } = await loadDistribution(db, scope, fundFamilyId, eventId);
  const subEvents = await loadSubEvents(db, scope, event.id, true);
  if (subEvents.length === 0 || subEvents.some((s) => s.result?.revision !== distribution.revision))
    throw new ApiError({ status: 409, code: 'conflict', message: noticesNeedCurrentRunMessage });
  const posted = event.state === 'completed';
  const partners = subEvents.flatMap((s) =>
    s.result!.partners.map((partner) => ({ subEvent: s, result: s.result!, partner })),
  );
  const ledger = await figureTotalsByCommitment(
    db,
    scope,
    partners.map((p) => p.partner.commitment_id),
  );
  const labelOf = new Map(
    distribution.proceeds.map((p) => [
      p.id,
      `${distributionSourceLabels[p.source]}${p.investment ? `: ${p.investment}` : ''}`,
    ]),
  );
  const recallableLines = new Set(
    distribution.proceeds.filter((p) => p.is_recallable).map((p) => p.id),
  );
  return partners.map(({ subEvent, result, partner }) => {
    const received = sum(Object.values(partner.by_line));
    const carry = sum(Object.values(partner.carry_by_line));
    const lines: DistributionNoticeLine[] = result.lines.map((line) => ({
      label: labelOf.get(line.id) ?? distributionSourceLabels[line.source],
      cents: partner.gross_by_line[line.id] ?? 0,
      kind: line.source,
    }));
    if (partner.holdback_cents !== 0)
      lines.push({
        label: 'Management fees held back',
        cents: -partner.holdback_cents,
        kind: 'fee_holdback',
      });
    if (carry !== 0)
      lines.push({ label: 'Carried interest', cents: -carry, kind: 'carried_interest' });
    // The lines must add up to what is paid: a notice that does not is refused, not sent.
    if (sum(lines.map((l) => l.cents)) !== received)
      throw new Error(`${partner.lp}: the notice's lines do not add up to the distribution`);
    const recallable = sum(
      Object.entries(partner.by_line)
        .filter(([lineId]) => recallableLines.has(lineId))
        .map(([, cents]) => cents),
    );
    const figures = commitmentLedgerFigures(ledger.get(partner.commitment_id) ?? []);
    // The figures as they stood without this distribution (its rows are in them once posted).
    const distributedBefore = figures.distributed.cents - (posted ? received : 0);
    const unfundedBefore = figures.unfunded - (posted ? recallable : 0);
    return {
      commitment_id: partner.commitment_id,
      lp: partner.lp,
      fund_entity_id: result.fund_entity_id,
      fund_entity_name: subEvent.fund_entity_name,
      fund_family_name: fund.name,
      currency: fund.currency,
      event_name: event.name,
      distribution_date: distribution.distribution_date,
      committed_cents: figures.committed.cents,
      lines,
      distributed_cents: received,
      recallable_cents: recallable,
      contributed_cents: figures.contributed.cents,
      distributed_before_cents: distributedBefore,
      distributed_after_cents: distributedBefore + received,
      unfunded_before_cents: unfundedBefore,
      unfunded_after_cents: unfundedBefore + recallable,
    };
  });
}
