import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DistributionCheck, DistributionProceeds } from '../../../api/distribution';
import type { WaterfallRunStatus } from '../../../api/waterfall-run';
import {
  compactWaterfallResult,
  expandWaterfallResult,
  type CompactSubEventWaterfall,
} from '../../distribution/compact-waterfall-result';
import type { StoredSubEventWaterfall } from '../../distribution/stored-waterfall';
import { users } from './foundation';
import { customerId, id } from './columns';
import { allocation_rule_graphs } from './allocation-rules';
import { fundFamilyId } from './fund-structure';
import { fund_family_events } from './ledger';
import { fund_family_sub_events } from './fund-family-sub-events';

/**
 * A distribution (issue 18): the fund family event of type `distribution` with its proceeds by
 * source, fee holdback and who drafted and finalized it. Its state is the event's state
 * (capitalEvent machine); its ledger rows carry the event id.
 */
export const distributions = pgTable(
  'distributions',
  {
    fund_family_event_id: uuid('fund_family_event_id')
      .primaryKey()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    distribution_date: date('distribution_date').notNull(),
    allocation_rule_graph_id: uuid('allocation_rule_graph_id').references(
      () => allocation_rule_graphs.id,
    ),
    proceeds: jsonb('proceeds').$type<DistributionProceeds[]>().notNull(),
    fee_holdback_cents: bigint('fee_holdback_cents', { mode: 'number' }).notNull().default(0),
    carried_interest_transaction_code: text('carried_interest_transaction_code'),
    /** Bumped by every edit: a run is current when it ran this revision. */
    revision: integer('revision').notNull().default(1),
    created_by: uuid('created_by').references(() => users.id),
    updated_by: uuid('updated_by').references(() => users.id),
    finalized_by: uuid('finalized_by').references(() => users.id),
    finalized_at: timestamp('finalized_at', { withTimezone: true }),
    finalized_checks: jsonb('finalized_checks').$type<DistributionCheck[]>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('distributions_family_idx').on(t.customer_id, t.fund_family_id)],
);

/**
 * A waterfall run's progress (the job itself lives in pg-boss's tables): one row per run, read in
 * one select by the polling page. Status follows the waterfallRun machine's server side.
 */
export const waterfall_runs = pgTable(
  'waterfall_runs',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    fund_family_event_id: uuid('fund_family_event_id')
      .notNull()
      .references(() => fund_family_events.id, { onDelete: 'cascade' }),
    status: text('status').$type<WaterfallRunStatus>().notNull().default('queued'),
    message: text('message'),
    /** The failure's cause for support (the page shows only the spec's message). */
    detail: text('detail'),
    attempts: integer('attempts').notNull().default(0),
    /** The distribution's revision the run was queued for. */
    revision: integer('revision').notNull(),
    queued_by: uuid('queued_by').references(() => users.id),
    queued_at: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('waterfall_runs_event_idx').on(t.fund_family_event_id)],
);

/** A run result column: the compact form as JSON text; drivers may hand it back parsed. */
const waterfallResultJson = customType<{
  data: StoredSubEventWaterfall;
  driverData: string | CompactSubEventWaterfall | StoredSubEventWaterfall;
}>({
  dataType: () => 'json',
  toDriver: (value) => JSON.stringify(compactWaterfallResult(value)),
  fromDriver: (value) =>
    expandWaterfallResult(
      typeof value === 'string'
        ? (JSON.parse(value) as CompactSubEventWaterfall | StoredSubEventWaterfall)
        : value,
    ),
});

/**
 * What a run computed for one fund entity, kept under its sub-event (type waterfall) so the
 * review, the audits and finalize read the same stored figures a year later.
 */
export const waterfall_run_results = pgTable(
  'waterfall_run_results',
  {
    fund_family_sub_event_id: uuid('fund_family_sub_event_id')
      .primaryKey()
      .references(() => fund_family_sub_events.id, { onDelete: 'cascade' }),
    customer_id: customerId(),
    waterfall_run_id: uuid('waterfall_run_id')
      .notNull()
      .references(() => waterfall_runs.id, { onDelete: 'cascade' }),
    distributable_cents: bigint('distributable_cents', { mode: 'number' }).notNull(),
    to_partners_cents: bigint('to_partners_cents', { mode: 'number' }).notNull(),
    to_carry_partner_cents: bigint('to_carry_partner_cents', { mode: 'number' }).notNull(),
    /** The distribution's revision the run computed (result.revision), read without the result. */
    revision: integer('revision').notNull(),
    /**
     * json, not jsonb: written once and read whole (megabytes for 10,000 partners), so the
     * database keeps the text as sent rather than converting it both ways (issue 18's bench).
     * Written in the compact form and read back whole (compact-waterfall-result.ts).
     */
    result: waterfallResultJson('result').notNull(),
  },
  (t) => [index('waterfall_run_results_run_idx').on(t.waterfall_run_id)],
);
