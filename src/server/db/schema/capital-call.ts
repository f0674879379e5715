import { date, index, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredCapitalCallUse, InvariantCheck } from '../../../api/capital-call';
import type { CapitalCallBreakdownRow } from '../../../api/capital-call-breakdown';
import { users } from './foundation';
import { customerId } from './columns';
import { allocation_rule_graphs } from './allocation-rules';
import { fundFamilyId } from './fund-structure';
import { fund_family_events } from './ledger';

/**
 * A capital call (issue 17): the fund family event of type capital_activity with its notice and
 * due dates, its uses and who drafted and finalized it. Its state is the event's state; its
 * ledger rows carry the event id.
 */
export const capital_calls = pgTable(
  'capital_calls',
  {
    fund_family_event_id: uuid('fund_family_event_id')
      .primaryKey()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    notice_date: date('notice_date').notNull(),
    due_date: date('due_date').notNull(),
    /** Null: the default rules, pro rata by commitment. */
    allocation_rule_graph_id: uuid('allocation_rule_graph_id').references(
      () => allocation_rule_graphs.id,
    ),
    uses: jsonb('uses').$type<StoredCapitalCallUse[]>().notNull(),
    /**
     * The published fee charge event this call collects (drafted from it, issue 20): its
     * management fees line calls each LP's net fee. One call per charge.
     */
    fee_charge_event_id: uuid('fee_charge_event_id').references(() => fund_family_events.id, {
      onDelete: 'set null',
    }),
    created_by: uuid('created_by').references(() => users.id),
    /** The last user to change the draft: a preparer too, for maker-checker. */
    updated_by: uuid('updated_by').references(() => users.id),
    finalized_by: uuid('finalized_by').references(() => users.id),
    finalized_at: timestamp('finalized_at', { withTimezone: true }),
    /** The invariants as proven at finalization (after posting). */
    finalized_checks: jsonb('finalized_checks').$type<InvariantCheck[]>(),
    /** The breakdown as it stood at finalization (before and after figures of that day). */
    finalized_breakdown: jsonb('finalized_breakdown').$type<CapitalCallBreakdownRow[]>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('capital_calls_family_idx').on(t.customer_id, t.fund_family_id),
    uniqueIndex('capital_calls_fee_charge_idx').on(t.fee_charge_event_id),
  ],
);
