import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import '../../../../api/validation-messages';
import { moneyTextSchema, textToCents } from '../../../lib/money-text';
import { toaster } from '../../../lib/toaster';
import { fundConfigurationQueries } from '../../../queries/fund-configuration-queries';
import {
  fundQueries,
  investorQueries,
  useAddClosingCommitments,
} from '../../../queries/fund-queries';
import { BulkAddPanel } from '../../entities/BulkAddPanel';
import type { BulkColumn } from '../../entities/bulk-rows';

const required = v.pipe(v.string(), v.nonEmpty('Required'));

/** One pasted row as POST securities/bulk takes it: the amount typed in dollars, sent in cents. */
const rowSchema = v.object({
  investor_entity_id: required,
  owning_entity_id: required,
  investor_class_id: v.nullable(v.string()),
  amount_cents: v.pipe(
    moneyTextSchema,
    v.transform(textToCents),
    v.minValue(1, 'Amount must be positive.'),
  ),
  is_gp: v.optional(v.boolean(), false),
});

/**
 * Many new commitments admitted in a draft closing at once (POST securities/bulk), from rows
 * pasted or read from a CSV file, with the entity bulk add's grid: all saved, or none.
 */
export function BulkAddCommitments({
  fundFamilyId,
  closingId,
  onDone,
}: {
  fundFamilyId: string;
  closingId: string;
  onDone: () => void;
}) {
  const { data: investors = [] } = useQuery(investorQueries.list());
  const { data: entities = [] } = useQuery(fundQueries.entities(fundFamilyId));
  const { data: classes = [] } = useQuery(fundConfigurationQueries.classes(fundFamilyId));
  const add = useAddClosingCommitments(fundFamilyId, closingId);
  const columns: BulkColumn[] = [
    {
      field: 'investor_entity_id',
      title: 'Investor entity',
      kind: 'dropdown',
      options: investors
        .flatMap((i) => i.entities)
        .map((e) => ({ value: e.id, label: e.full_name })),
    },
    {
      field: 'owning_entity_id',
      title: 'Fund entity',
      kind: 'dropdown',
      options: entities.map((e) => ({ value: e.id, label: e.name })),
    },
    {
      field: 'investor_class_id',
      title: 'Class',
      kind: 'dropdown',
      optional: true,
      options: classes.map((c) => ({ value: c.id, label: c.name })),
    },
    { field: 'amount_cents', title: 'Amount', kind: 'text' },
  ];
  return (
    <BulkAddPanel
      tableKey="closing-commitments-bulk-add"
      title="Commitments to add"
      columns={columns}
      schema={rowSchema}
      save={(rows) => add.mutateAsync(rows)}
      onSaved={(count) => {
        setTimeout(
          () =>
            toaster.create({
              type: 'success',
              title: `${count} commitment${count === 1 ? '' : 's'} added`,
            }),
          100,
        );
        onDone();
      }}
    />
  );
}
