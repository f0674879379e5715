import { useQuery } from '@tanstack/react-query';
import { externalIdChangeSchema } from '../../../api/entity-details';
import type { GlobalEntityDetail } from '../../../api/global-entities';
import { humanize } from '../../../api/humanize';
import { useEntityDetailChange } from '../../queries/entity-detail-mutations';
import { fundFamilyQueries } from '../../queries/fund-family-queries';
import { externalIdFormSchema } from './detail-form-schemas';
import { DetailEditForm } from './DetailEditForm';
import { EditableDetailList, profileListProps } from './EditableDetailList';
import { ExternalIdFields } from './ExternalIdFields';

type ExternalId = GlobalEntityDetail['external_ids'][number];

/** The External IDs tab: fund entities keep none here; others' IDs are edited one at a time. */
export function ExternalIdsSection({ entity }: { entity: GlobalEntityDetail }) {
  const change = useEntityDetailChange(entity.id);
  const { data: funds = [] } = useQuery(fundFamilyQueries.list());
  return (
    <EditableDetailList<ExternalId>
      label="External IDs"
      kind="external ID"
      {...profileListProps(entity, 'external IDs', '/entities/bulk-add-external-ids')}
      headers={['Type', 'ID', 'Fund family']}
      items={entity.external_ids}
      cells={(e) => [
        humanize(e.type),
        e.value,
        e.fund_family_id
          ? (funds.find((f) => f.id === e.fund_family_id)?.name ?? e.fund_family_id)
          : 'Every fund',
      ]}
      nameOf={(e) => `${humanize(e.type)} ${e.value}`}
      onRemove={(e, index) =>
        change.mutateAsync({
          method: 'delete',
          path: `external-ids/${index}`,
          json: { expected: e },
        })
      }
      editForm={(e, index, close) => (
        <DetailEditForm
          key={index}
          kind="external ID"
          name={`${humanize(e.type)} ${e.value}`}
          schema={externalIdFormSchema}
          initialInput={{ ...e, fund_family_id: e.fund_family_id ?? '' }}
          apiSchema={externalIdChangeSchema}
          errorPrefix="external_id."
          toPayload={(output) => ({
            expected: e,
            external_id: { ...output, fund_family_id: output.fund_family_id || null },
          })}
          send={(json) =>
            change.mutateAsync({ method: 'patch', path: `external-ids/${index}`, json })
          }
          onDone={close}
          busy={change.isPending}
        >
          {(form) => <ExternalIdFields form={form} base={[]} idPrefix="external-id-edit" />}
        </DetailEditForm>
      )}
    />
  );
}
