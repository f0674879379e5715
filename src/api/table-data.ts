import * as v from 'valibot';

/**
 * The table-data contract of spec §3: the server describes a table once (columns, rows,
 * cells with typed values) and every grid in the app renders it the same way.
 */

export const cellValueTypes = [
  'text',
  'diff',
  'formula',
  'boolean',
  'multiple',
  'date',
  'datetime',
  'time_delta',
  'money',
  'decimal',
  'integer',
  'percent',
  'money_stepper',
] as const;
export type CellValueType = (typeof cellValueTypes)[number];

export const currencies = ['EUR', 'GBP', 'USD'] as const;
export type Currency = (typeof currencies)[number];

const textValue = v.object({ type: v.literal('text'), text: v.nullable(v.string()) });
const diffValue = v.object({
  type: v.literal('diff'),
  current: v.nullable(v.string()),
  original: v.nullable(v.string()),
});
const formulaValue = v.object({ type: v.literal('formula'), text: v.string() });
const booleanValue = v.object({ type: v.literal('boolean'), value: v.nullable(v.boolean()) });
const multipleValue = v.object({ type: v.literal('multiple'), value: v.nullable(v.number()) });
const dateValue = v.object({
  type: v.literal('date'),
  /** ISO YYYY-MM-DD: business dates carry no time zone. */
  date: v.nullable(v.pipe(v.string(), v.isoDate())),
  format: v.optional(v.string()),
});
const datetimeValue = v.object({
  type: v.literal('datetime'),
  datetime: v.nullable(v.string()),
  format: v.optional(v.string()),
});
const timeDeltaValue = v.object({ type: v.literal('time_delta'), days: v.nullable(v.number()) });
const moneyValue = v.object({
  type: v.literal('money'),
  /** Integer cents, as everywhere else in the API. */
  amount: v.nullable(v.pipe(v.number(), v.safeInteger())),
  currency: v.optional(v.picklist(currencies)),
});
const decimalValue = v.object({ type: v.literal('decimal'), value: v.nullable(v.number()) });
const integerValue = v.object({
  type: v.literal('integer'),
  value: v.nullable(v.pipe(v.number(), v.integer())),
});
/** A percent is stored as 0–100, the way users type and read it. */
const percentValue = v.object({ type: v.literal('percent'), value: v.nullable(v.number()) });
const moneyStepperValue = v.object({
  type: v.literal('money_stepper'),
  source_column_id: v.string(),
  form_name_id_to_step: v.record(v.string(), v.number()),
  column_id_to_step: v.record(v.string(), v.number()),
});

export const cellValueSchema = v.variant('type', [
  textValue,
  diffValue,
  formulaValue,
  booleanValue,
  multipleValue,
  dateValue,
  datetimeValue,
  timeDeltaValue,
  moneyValue,
  decimalValue,
  integerValue,
  percentValue,
  moneyStepperValue,
]);
export type CellValue = v.InferOutput<typeof cellValueSchema>;
export type CellValueOf<T extends CellValueType> = Extract<CellValue, { type: T }>;

export const badgeSchema = v.object({
  type: v.picklist(['text', 'icon', 'percentage']),
  color: v.optional(v.picklist(['gray', 'success', 'warning', 'error', 'info', 'eggplant'])),
  text: v.string(),
  tooltip: v.optional(v.string()),
  metadata: v.optional(v.record(v.string(), v.unknown())),
});
export type Badge = v.InferOutput<typeof badgeSchema>;

export const linkInfoSchema = v.variant('type', [
  v.object({ type: v.literal('onclick'), action: v.string() }),
  v.object({ type: v.literal('document'), documentId: v.string() }),
  v.object({ type: v.literal('button'), action: v.string(), label: v.optional(v.string()) }),
  v.object({ type: v.literal('generic'), to: v.string(), isDownload: v.optional(v.boolean()) }),
]);
export type LinkInfo = v.InferOutput<typeof linkInfoSchema>;

export const formFieldOptionSchema = v.object({
  value: v.string(),
  rich_value: v.optional(v.string()),
});
export type FormFieldOption = v.InferOutput<typeof formFieldOptionSchema>;

export const formFieldSchema = v.object({
  name: v.string(),
  title: v.optional(v.string()),
  /** Present for dropdowns and toggle groups; the label users type is rich_value ?? value. */
  options: v.optional(v.array(formFieldOptionSchema)),
  required: v.optional(v.boolean()),
  add_tag_when_changed: v.optional(v.boolean()),
  disabled: v.optional(v.boolean()),
  is_editable: v.optional(v.boolean()),
  unset_when_empty: v.optional(v.boolean()),
  allow_negative: v.optional(v.boolean()),
});
export type FormField = v.InferOutput<typeof formFieldSchema>;

export const sensitivities = ['none', 'sensitive'] as const;
export type Sensitivity = (typeof sensitivities)[number];

export const cellSchema = v.object({
  value: cellValueSchema,
  badge: v.optional(badgeSchema),
  status: v.optional(v.picklist(['success', 'warning', 'error'])),
  tooltip: v.optional(v.object({ message: v.string() })),
  error: v.optional(v.object({ message: v.string() })),
  form_field: v.optional(formFieldSchema),
  sensitivity: v.optional(v.picklist(sensitivities)),
  link: v.optional(linkInfoSchema),
  metadata: v.optional(v.record(v.string(), v.unknown())),
  sort_key: v.optional(v.union([v.string(), v.number()])),
  filter_values: v.optional(v.array(v.string())),
});
export type Cell = v.InferOutput<typeof cellSchema>;

const rowMetadataSchema = v.variant('type', [
  v.object({ type: v.literal('form_row'), is_disabled: v.boolean() }),
  v.object({
    type: v.literal('table_separator_row'),
    title: v.string(),
    variant: v.picklist(['primary', 'secondary']),
  }),
]);
export type RowMetadata = v.InferOutput<typeof rowMetadataSchema>;

export type Row = {
  id: string;
  cells: Record<string, Cell>;
  child_rows?: Row[];
  granularity_level?: '' | 'total' | 'other';
  metadata?: RowMetadata;
  selectable?: boolean;
};
export const rowSchema: v.GenericSchema<Row> = v.object({
  id: v.string(),
  cells: v.record(v.string(), cellSchema),
  child_rows: v.optional(v.array(v.lazy(() => rowSchema))),
  granularity_level: v.optional(v.picklist(['', 'total', 'other'])),
  metadata: v.optional(rowMetadataSchema),
  selectable: v.optional(v.boolean()),
});

export type Column = {
  id: string;
  title: string;
  subtitle?: string;
  badge?: Badge;
  is_header?: boolean;
  is_pinned?: boolean;
  aggregatable?: boolean;
  aggregatable_type?: 'sum' | 'count' | 'min' | 'max' | 'avg';
  /**
   * For a column whose rows are of different kinds (a commitment beside contributions): the
   * column whose cell text names each row's kind. Totals and group rows then add only rows of
   * one kind, giving a total per kind. A column of unlike rows without it is not aggregatable.
   */
  aggregation_class_column_id?: string;
  enable_row_group?: boolean;
  enable_pivot?: boolean;
  initial_sort?: 'asc' | 'desc';
  initial_row_group?: boolean;
  initial_hide?: boolean;
  cell_value_type: CellValueType;
  set_filter_values?: string[];
  sensitivity?: Sensitivity;
  column_group_open_by_default?: boolean;
  column_group_show?: 'open' | 'closed';
  header_theme?: 'default' | 'primary' | 'secondary';
  row_drag?: boolean;
  only_apply_aggregation_by_default?: boolean;
  nested_columns?: Column[];
  filter_type?: 'text' | 'number' | 'date' | 'set';
  /** Columns marked false stay out of the spreadsheet export. */
  is_exported?: boolean;
};
export const columnSchema: v.GenericSchema<Column> = v.object({
  id: v.string(),
  title: v.string(),
  subtitle: v.optional(v.string()),
  badge: v.optional(badgeSchema),
  is_header: v.optional(v.boolean()),
  is_pinned: v.optional(v.boolean()),
  aggregatable: v.optional(v.boolean()),
  aggregatable_type: v.optional(v.picklist(['sum', 'count', 'min', 'max', 'avg'])),
  aggregation_class_column_id: v.optional(v.string()),
  enable_row_group: v.optional(v.boolean()),
  enable_pivot: v.optional(v.boolean()),
  initial_sort: v.optional(v.picklist(['asc', 'desc'])),
  initial_row_group: v.optional(v.boolean()),
  initial_hide: v.optional(v.boolean()),
  cell_value_type: v.picklist(cellValueTypes),
  set_filter_values: v.optional(v.array(v.string())),
  sensitivity: v.optional(v.picklist(sensitivities)),
  column_group_open_by_default: v.optional(v.boolean()),
  column_group_show: v.optional(v.picklist(['open', 'closed'])),
  header_theme: v.optional(v.picklist(['default', 'primary', 'secondary'])),
  row_drag: v.optional(v.boolean()),
  only_apply_aggregation_by_default: v.optional(v.boolean()),
  nested_columns: v.optional(v.array(v.lazy(() => columnSchema))),
  filter_type: v.optional(v.picklist(['text', 'number', 'date', 'set'])),
  is_exported: v.optional(v.boolean()),
});

export const tableSchema = v.object({
  columns: v.array(columnSchema),
  rows: v.array(rowSchema),
  client_row_aggregation: v.optional(v.boolean()),
  extra_form_data: v.optional(v.record(v.string(), v.unknown())),
});
export type Table = v.InferOutput<typeof tableSchema>;
