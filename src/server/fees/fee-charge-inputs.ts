import { and, eq, inArray } from 'drizzle-orm';
import type { FeeChargeEventInputs } from '../../api/fee-charge-event';
import type { FundOffset } from '../../domain/fees';
import type { Database } from '../db/database';
import { commitments, type fees } from '../db/schema';

type Offsets = FeeChargeEventInputs['offsets'];
type Waivers = FeeChargeEventInputs['waivers'];

/** Offsets as the engine takes them: the description rides in the id, after its number. */
export const storedOffsets = (offsets: Offsets): FundOffset[] =>
  offsets.map((o, i) => ({
    id: `${i + 1}${o.description ? ` ${o.description}` : ''}`,
    type: o.type,
    amount: o.amount_cents,
    date: o.date,
  }));

/** Stored offsets as the API shows them (storedOffsets undone). */
export const offsetInputsOf = (offsets: readonly FundOffset[]): Offsets =>
  offsets.map((o) => ({
    type: o.type,
    amount_cents: o.amount,
    date: o.date,
    description: o.id.replace(/^\d+ ?/, ''),
  }));

/**
 * Field problems of waivers entered for a fee of a fund family: each for a commitment of the
 * family, at most one per commitment, and none when the fee has no waiver methodology. A fee
 * charge's draft and a late adjustment take waivers alike.
 */
export async function waiverProblems(
  tx: Database,
  fundFamilyId: string,
  fee: Pick<typeof fees.$inferSelect, 'waiver_methodology'>,
  waivers: Waivers,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const ids = [...new Set(waivers.map((w) => w.commitment_id))];
  const known = new Set(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: commitments.id })
            .from(commitments)
            .where(and(eq(commitments.fund_family_id, fundFamilyId), inArray(commitments.id, ids)))
        ).map((r) => r.id),
  );
  const seen = new Set<string>();
  waivers.forEach((w, i) => {
    if (!known.has(w.commitment_id))
      errors[`waivers.${i}.commitment_id`] = ['Choose a commitment of this fund family.'];
    else if (seen.has(w.commitment_id))
      errors[`waivers.${i}.commitment_id`] = ['This commitment already has a waiver.'];
    seen.add(w.commitment_id);
    if (w.amount_cents > 0 && fee.waiver_methodology === null)
      errors[`waivers.${i}.amount_cents`] = [
        'This fee takes no waivers (its waiver methodology is not set).',
      ];
  });
  return errors;
}
