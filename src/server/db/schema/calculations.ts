import { customerId, id } from './columns';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import type {
  CalculationFiltersInput,
  CalculationTimePeriod,
  StoredDefinition,
  SubCalculation,
} from '../../../api/calculations';
import type { BasicFormulaCode } from '../../../domain/mxl';
import { fundFamilyId } from './fund-structure';

/**
 * A calculation definition of a fund family (spec §3). `display_name` is the name other
 * formulas use, unique within the family; `name` is the title people read.
 */
export const calculations = pgTable(
  'calculations',
  {
    id: id(),
    customer_id: customerId(),
    fund_family_id: fundFamilyId(),
    kind: text('kind', { enum: ['transaction', 'mxl'] }).notNull(),
    name: text('name').notNull(),
    display_name: text('display_name').notNull(),
    description: text('description'),
    category: text('category', { enum: ['performance', 'accounting'] }).notNull(),
    context: text('context').notNull().default('default'),
    classification: text('classification').notNull().default('other'),
    display_type: text('display_type').notNull().default('decimal'),
    // Spec §3 flags a fund accountant sets: whether the figure sums across investors, and
    // whether it is a hypothetical-waterfall or an investment performance metric.
    aggregatable: boolean('aggregatable').notNull().default(false),
    is_hypo_performance_metric: boolean('is_hypo_performance_metric').notNull().default(false),
    is_investment_performance_calculation: boolean('is_investment_performance_calculation')
      .notNull()
      .default(false),
    time_periods: jsonb('time_periods').$type<CalculationTimePeriod[]>().notNull().default([]),
    /** Named sub-calculations (spec §3 calculation_definitions) only this calculation sees. */
    calculation_definitions: jsonb('calculation_definitions')
      .$type<SubCalculation[]>()
      .notNull()
      .default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('calculations_display_name_unique').on(t.fund_family_id, t.display_name),
    index('calculations_family_idx').on(t.customer_id, t.fund_family_id),
  ],
);

/**
 * One dated version of a calculation. `formula` is the MXL the version evaluates (a basic
 * formula converted, or the eval_string), stored so reads never re-derive it.
 */
export const calculation_versions = pgTable(
  'calculation_versions',
  {
    id: id(),
    calculation_id: uuid('calculation_id')
      .notNull()
      .references(() => calculations.id, { onDelete: 'cascade' }),
    start_date: date('start_date').notNull(),
    end_date: date('end_date'),
    is_draft: boolean('is_draft').notNull().default(false),
    calculation_type: text('calculation_type', { enum: ['basic', 'advanced'] }).notNull(),
    transaction_codes: jsonb('transaction_codes').$type<BasicFormulaCode[]>().notNull(),
    eval_string: text('eval_string'),
    formula: text('formula').notNull(),
    filters: jsonb('filters').$type<CalculationFiltersInput>().notNull(),
    position: integer('position').notNull(),
    /** Spec §3 version calculation_type: TransactionCodeList means MXL. */
    version_calculation_type: text('version_calculation_type', {
      enum: ['Other', 'TransactionCodeList'],
    })
      .notNull()
      .default('Other'),
    related_muuid_names: jsonb('related_muuid_names').$type<string[]>().notNull().default([]),
    /** Further dated definitions inside the version; the version's own formula covers the rest. */
    definitions: jsonb('definitions').$type<StoredDefinition[]>().notNull().default([]),
  },
  (t) => [
    index('calculation_versions_calculation_idx').on(t.calculation_id),
    check(
      'calculation_versions_dates',
      sql`${t.end_date} IS NULL OR ${t.end_date} >= ${t.start_date}`,
    ),
  ],
);
