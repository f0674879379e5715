import { Field, Form, reset, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import {
  createIntegrationSchema,
  generalLedgerTypeLabels,
  generalLedgerTypes,
} from '../../../api/general-ledger';
import '../../../api/validation-messages';
import { SelectControl, TextControl } from '../../components/form-controls';
import { Modal, ModalActions } from '../../components/Modal';
import { fieldErrorsOn, reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { fundFamilyQueries } from '../../queries/fund-family-queries';
import { useCreateIntegration } from '../../queries/general-ledger-queries';

const hint = css({ color: 'gray.600', fontSize: 'sm', mb: '4' });

/** A new integration: name, fund family, ledger; the mappings follow on its profile tab. */
export function CreateIntegrationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm({
    schema: createIntegrationSchema,
    initialInput: { ingestion_type: 'upload', general_ledger_type: 'investran' },
  });
  const families = useQuery(fundFamilyQueries.list());
  const create = useCreateIntegration();
  const [, navigate] = useLocation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="New general ledger integration">
      <Form
        of={form}
        onSubmit={async (output) => {
          try {
            const created = await create.mutateAsync(output);
            reset(form);
            onOpenChange(false);
            toaster.create({ type: 'success', title: `${created.name} created` });
            navigate(`/general-ledger/${created.id}/profile`);
          } catch (error) {
            await reportServerErrors(
              error,
              fieldErrorsOn(form, [
                'name',
                'fund_family_id',
                'general_ledger_type',
                'ingestion_type',
              ]),
            );
          }
        }}
      >
        <Field of={form} path={['name']}>
          {(field) => <TextControl field={field} id="integration-name" label="Name" />}
        </Field>
        <Field of={form} path={['fund_family_id']}>
          {(field) => (
            <SelectControl
              field={field}
              id="integration-fund-family"
              label="Fund family"
              placeholder="Choose a fund family"
              options={(families.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            />
          )}
        </Field>
        <Field of={form} path={['general_ledger_type']}>
          {(field) => (
            <SelectControl
              field={field}
              id="integration-gl-type"
              label="General ledger"
              options={generalLedgerTypes.map((t) => ({
                value: t,
                label: generalLedgerTypeLabels[t],
              }))}
            />
          )}
        </Field>
        <Field of={form} path={['ingestion_type']}>
          {(field) => (
            <SelectControl
              field={field}
              id="integration-ingestion"
              label="Ingestion"
              options={[{ value: 'upload', label: 'Upload' }]}
            />
          )}
        </Field>
        <p className={hint}>
          Files are uploaded by hand. SFTP ingestion (pulling files from your server) is not
          available yet.
        </p>
        <ModalActions submitLabel="Create" busy={form.isSubmitting} />
      </Form>
    </Modal>
  );
}
