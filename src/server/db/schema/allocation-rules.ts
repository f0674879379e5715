import { customerId, id } from './columns';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AuditStep } from '../../../domain';
import type {
  AllocationRuleInput,
  NonCapitalEqualizationLine,
} from '../../../api/allocation-rules';
import { closings } from './closing';
import { fundFamilyId } from './fund-structure';
import { fund_family_events } from './ledger';

/** An allocation rule graph of a fund family (spec §2 "structure: allocation rule graphs"). */
export const allocation_rule_graphs = pgTable(
  'allocation_rule_graphs',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    name: text('name').notNull(),
    description: text('description'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('allocation_rule_graphs_family_idx').on(t.customer_id, t.fund_family_id)],
);

/**
 * The dated versions of a graph: each holds every rule from its effective date on. Versions
 * are appended, never rewritten, so earlier allocations can always be explained.
 */
export const allocation_rule_graph_versions = pgTable(
  'allocation_rule_graph_versions',
  {
    id: id(),
    customer_id: customerId(),
    allocation_rule_graph_id: uuid('allocation_rule_graph_id')
      .notNull()
      .references(() => allocation_rule_graphs.id),
    version: integer('version').notNull(),
    effective_date: date('effective_date').notNull(),
    rules: jsonb('rules').$type<AllocationRuleInput[]>().notNull(),
    /** The allocation_rule_change event with the deemed equalization this edit posted. */
    fund_family_event_id: uuid('fund_family_event_id').references(() => fund_family_events.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('allocation_rule_graph_versions_unique').on(t.allocation_rule_graph_id, t.version),
  ],
);

/** The rule graph a closing's allocations use; no row means the default rule. */
export const closing_allocation_rules = pgTable('closing_allocation_rules', {
  closing_id: uuid('closing_id')
    .primaryKey()
    .references(() => closings.id, { onDelete: 'cascade' }),
  customer_id: customerId(),
  allocation_rule_graph_id: uuid('allocation_rule_graph_id').references(
    () => allocation_rule_graphs.id,
  ),
});

/** Kept when a closing finalizes: the non-capital equalization it posted and how it was computed. */
export const closing_non_capital_equalizations = pgTable('closing_non_capital_equalizations', {
  closing_id: uuid('closing_id')
    .primaryKey()
    .references(() => closings.id, { onDelete: 'cascade' }),
  customer_id: customerId(),
  lines: jsonb('lines').$type<NonCapitalEqualizationLine[]>().notNull(),
  to_manager_cents: bigint('to_manager_cents', { mode: 'number' }).notNull(),
  audit: jsonb('audit').$type<AuditStep[]>().notNull(),
});
