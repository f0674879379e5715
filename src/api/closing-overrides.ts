import * as v from 'valibot';
import { uuidSchema } from './money-input';

/** Spec §5: the overrides of a closing are saved as one set, one line per admitted commitment. */
export const overridesNotForEveryCommitment =
  'Allocation overrides not provided for every commitment.';

/** Cents, zero or more (an admitted commitment may be let off equalization entirely). */
const overrideCentsSchema = v.pipe(
  v.number('Must be valid number'),
  v.integer('Must be valid number'),
  v.minValue(0, 'Greater than or equal to 0'),
  v.maxValue(Number.MAX_SAFE_INTEGER - 1, 'Less than or equal to 9007199254740990'),
);

/**
 * PUT /closing/{closingId}/update-override-amounts/: the capital equalization each admitted
 * commitment pays, set by hand; null returns a commitment to its computed amount. Every
 * admitted commitment that equalizes is listed, so the set saved is the set shown.
 */
export const updateOverrideAmountsSchema = v.object({
  overrides: v.pipe(
    v.array(
      v.object({
        commitment_id: uuidSchema,
        amount_cents: v.nullable(overrideCentsSchema),
      }),
    ),
    v.maxLength(1000, 'At most 1000 items'),
  ),
});
export type UpdateOverrideAmounts = v.InferOutput<typeof updateOverrideAmountsSchema>;

/** One admitted commitment whose capital equalization can be overridden, as the closing shows it. */
export type ClosingEqualizationOverride = {
  commitment_id: string;
  investor_entity_name: string;
  owning_entity_name: string;
  /** What it pays without an override; null once finalized (the kept audit says how). */
  computed_cents: number | null;
  /** The amount set by hand, or null: the computed amount. */
  override_cents: number | null;
};
