import { Field, Form, reset, setErrors, useForm } from '@formisch/react';
import { css } from 'styled-system/css';
import { createFundFamilySchema } from '../../../api/fund-family';
import '../../../api/validation-messages';
import { Modal, ModalActions } from '../../components/Modal';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { useCreateFundFamily } from '../../queries/fund-family-queries';

export function CreateFundFamilyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm({ schema: createFundFamilySchema });
  const create = useCreateFundFamily();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="New fund family">
      <Form
        of={form}
        onSubmit={async (output) => {
          try {
            const created = await create.mutateAsync(output);
            reset(form);
            onOpenChange(false);
            setTimeout(
              () =>
                toaster.create({
                  type: 'success',
                  title: `${created.name} created in draft`,
                }),
              100,
            );
          } catch (error) {
            const apiError = await apiErrorOf(error);
            const fields =
              apiError.code === 'invalid'
                ? (apiError.data as Record<string, string[]> | undefined)
                : undefined;
            if (fields?.name) setErrors(form, { path: ['name'], errors: [fields.name.join(', ')] });
            toaster.create({ type: 'error', title: apiError.message || 'Invalid input' });
          }
        }}
      >
        <Field of={form} path={['name']}>
          {(field) => (
            <div className={css({ mb: '4' })}>
              <label
                htmlFor="fund-family-name"
                className={css({ display: 'block', fontWeight: 'medium', mb: '1' })}
              >
                Name
              </label>
              <input
                {...field.props}
                id="fund-family-name"
                value={field.input ?? ''}
                aria-invalid={Boolean(field.errors)}
                className={css({
                  w: '100%',
                  h: '36px',
                  px: '3',
                  border: '1px solid',
                  borderColor: 'gray.300',
                  borderRadius: '6px',
                  '&[aria-invalid=true]': { borderColor: 'red.500' },
                })}
              />
              {field.errors ? (
                <div className={css({ color: 'red.700', fontSize: 'sm', mt: '1' })}>
                  {field.errors[0]}
                </div>
              ) : null}
            </div>
          )}
        </Field>
        <ModalActions submitLabel="Create" busy={form.isSubmitting} />
      </Form>
    </Modal>
  );
}
