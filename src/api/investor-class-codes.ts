import * as v from 'valibot';
import type { TransactionCode } from './fund-structure';
import { uuidSchema } from './money-input';

/**
 * GET …/transactions/configuration/with-overrides/?investor_class_id=: a fund family code as it
 * applies to one class. `display_name` is what the class shows; `fund_display_name` the family's.
 */
export type ClassTransactionCode = TransactionCode & {
  fund_display_name: string;
  is_enabled: boolean;
  is_overridden: boolean;
  /** Closings and class changes post it for every class, so the class cannot switch it off. */
  is_required: boolean;
};

/** One code's settings for the class; a blank display name means the family's name. */
export const classCodeOverrideSchema = v.object({
  transaction_code_id: uuidSchema,
  is_enabled: v.boolean(),
  display_name: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Length at most 100'))),
    null,
  ),
});

/** PUT /investor-class/{id}/transaction-codes/: the class's settings for every code it changes. */
export const classCodeOverridesSchema = v.object({
  overrides: v.pipe(
    v.array(classCodeOverrideSchema),
    v.maxLength(500, 'At most 500 items'),
    v.check(
      (items) => new Set(items.map((o) => o.transaction_code_id)).size === items.length,
      'Each transaction code may be set once.',
    ),
  ),
});
export type ClassCodeOverrides = v.InferOutput<typeof classCodeOverridesSchema>;
