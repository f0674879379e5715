import { Form, reset, useForm } from '@formisch/react';
import type * as v from 'valibot';
import type { GlobalEntityDetail } from '../../../api/global-entities';
import { card } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { ResetAndSave } from '../../components/ResetAndSave';
import { reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useFormischGuard } from '../../lib/use-formisch-guard';
import { useUpdateGlobalEntity } from '../../queries/entity-queries';
import { EntityNamesFields, entityNamesFormSchema, setNamesError } from './EntityNamesFields';

type Output = v.InferOutput<typeof entityNamesFormSchema>;

const toInput = (entity: GlobalEntityDetail) => ({
  full_name: entity.full_name,
  short_name: entity.short_name ?? '',
  functional_type: entity.functional_type as Output['functional_type'],
  legal_type: entity.legal_type as Output['legal_type'],
});

/**
 * The names and types of a fund or external entity, saved with PUT /global-entity/{id}/; its
 * address, contacts and external IDs go back as they are (they have their own tabs).
 */
export function EntityProfileForm({ entity }: { entity: GlobalEntityDetail }) {
  const save = useUpdateGlobalEntity(entity.id);
  const form = useForm({ schema: entityNamesFormSchema, initialInput: toInput(entity) });
  const submit = async (output: Output) => {
    try {
      const saved = await save.mutateAsync({
        ...output,
        short_name: output.short_name || null,
        address: entity.address,
        contacts: entity.contacts,
        external_ids: entity.external_ids,
      });
      reset(form, { initialInput: toInput(saved) });
      setTimeout(() => toaster.create({ type: 'success', title: `${saved.full_name} saved` }), 100);
    } catch (error) {
      await reportServerErrors(error, (path, message) => setNamesError(form, path, message));
      throw error;
    }
  };
  const guard = useFormischGuard(form, entityNamesFormSchema, submit);
  return (
    <Form
      of={form}
      className={card}
      aria-label="Entity profile"
      onSubmit={(output) => submit(output).catch(() => undefined)}
    >
      <EntityNamesFields form={form} idPrefix={`entity-${entity.id.slice(0, 8)}`} />
      <PermissionGate permission="write">
        <ResetAndSave form={form} saveLabel="Save entity" />
      </PermissionGate>
      {guard.dialog}
    </Form>
  );
}
