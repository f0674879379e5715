import { Form, reset, setErrors, useForm } from '@formisch/react';
import * as v from 'valibot';
import type { GlobalEntityDetail } from '../../../api/global-entities';
import { card } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { ResetAndSave } from '../../components/ResetAndSave';
import { reportServerErrors, setServerFieldError } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useFormischGuard } from '../../lib/use-formisch-guard';
import { useUpdateGlobalEntity } from '../../queries/entity-queries';
import { addressFieldOf, addressFormEntries, toAddress, toAddressInput } from './address-form';
import { AddressFields } from './AddressFields';
import { EntityNamesFields, entityNamesFields, entityNamesFormSchema } from './EntityNamesFields';

const profileFormSchema = v.object({ ...entityNamesFormSchema.entries, ...addressFormEntries });
type Output = v.InferOutput<typeof profileFormSchema>;

const toInput = (entity: GlobalEntityDetail) => ({
  full_name: entity.full_name,
  short_name: entity.short_name ?? '',
  functional_type: entity.functional_type as Output['functional_type'],
  legal_type: entity.legal_type as Output['legal_type'],
  ...toAddressInput(entity.address),
});

/**
 * The names and types of a fund or external entity, and an external entity's address, saved
 * with PUT /global-entity/{id}/. A fund entity keeps no address here; contacts and external
 * IDs go back as they are (they have their own tabs).
 */
export function EntityProfileForm({ entity }: { entity: GlobalEntityDetail }) {
  const save = useUpdateGlobalEntity(entity.id);
  const form = useForm({ schema: profileFormSchema, initialInput: toInput(entity) });
  const keepsAddress = entity.kind === 'external';
  const idPrefix = `entity-${entity.id.slice(0, 8)}`;
  const submit = async (output: Output) => {
    try {
      const saved = await save.mutateAsync({
        full_name: output.full_name,
        short_name: output.short_name || null,
        functional_type: output.functional_type,
        legal_type: output.legal_type,
        address: keepsAddress ? toAddress(output) : entity.address,
        contacts: entity.contacts,
        external_ids: entity.external_ids,
      });
      reset(form, { initialInput: toInput(saved) });
      setTimeout(() => toaster.create({ type: 'success', title: `${saved.full_name} saved` }), 100);
    } catch (error) {
      await reportServerErrors(error, (path, message) => {
        const addressField = addressFieldOf(path);
        if (!addressField) return setServerFieldError(form, path, message, entityNamesFields);
        setErrors(form, { path: [addressField as 'city'], errors: [message] });
        return true;
      });
      throw error;
    }
  };
  const guard = useFormischGuard(form, profileFormSchema, submit);
  return (
    <Form
      of={form}
      className={card}
      aria-label="Entity profile"
      onSubmit={(output) => submit(output).catch(() => undefined)}
    >
      <EntityNamesFields form={form} idPrefix={idPrefix} />
      {keepsAddress ? <AddressFields form={form} idPrefix={idPrefix} /> : null}
      <PermissionGate permission="write">
        <ResetAndSave form={form} saveLabel="Save entity" busy={save.isPending} />
      </PermissionGate>
      {guard.dialog}
    </Form>
  );
}
