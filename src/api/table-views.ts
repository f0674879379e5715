import * as v from 'valibot';

export const tableViewTypes = ['transaction_table'] as const;

/** Saved view (spec §3): private when visible_to holds a user id, organisation-wide when null. */
export type TableView = {
  id: string;
  name: string;
  type: (typeof tableViewTypes)[number];
  visible_to: string | null;
  created_by: string;
  created_at?: string;
  is_favorited?: boolean;
  encoded_table_params: string;
  params_id: string | null;
  annotations_set?: [string, string][];
};

const name = v.pipe(
  v.string('Required'),
  v.trim(),
  v.minLength(1, 'This field may not be blank.'),
  v.maxLength(200, 'Length at most 200'),
);
/** A user id or empty/null for the whole organisation (spec §5 "Saved view"). */
const visibleTo = v.optional(
  v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.uuid('Must be valid user id'))])),
);
const encodedTableParams = v.pipe(
  v.string('Required'),
  v.minLength(1, 'This field may not be blank.'),
  v.maxLength(100_000, 'Length at most 100000'),
);
const annotationsSet = v.optional(
  v.nullable(
    v.array(v.pipe(v.array(v.string()), v.length(2, 'Each annotation must have exactly 2 items'))),
  ),
);

export const createTableViewSchema = v.object({
  name,
  visible_to: visibleTo,
  encoded_table_params: encodedTableParams,
  type: v.picklist(tableViewTypes, 'Must be transaction_table'),
  annotations_set: annotationsSet,
});
export type CreateTableView = v.InferInput<typeof createTableViewSchema>;

export const updateTableViewSchema = v.object({
  name,
  visible_to: visibleTo,
  encoded_table_params: encodedTableParams,
  annotations_set: annotationsSet,
});
export type UpdateTableView = v.InferInput<typeof updateTableViewSchema>;
