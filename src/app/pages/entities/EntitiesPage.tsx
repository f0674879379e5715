import { Form, reset, useForm } from '@formisch/react';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { card, listBesideForm, page, pageTitle } from '../../components/page-styles';
import { TableCard } from '../../components/TableCard';
import { PermissionGate } from '../../components/PermissionGate';
import { fieldErrorsOn, reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { entityQueries, useCreateGlobalEntity } from '../../queries/entity-queries';
import { EntityNamesFields, entityNamesFields, entityNamesFormSchema } from './EntityNamesFields';

const linkButton = button({ variant: 'secondary' });

/** Adds an external entity (a bank, a lender…); fund and investor entities are made where they belong. */
function NewEntityForm() {
  const create = useCreateGlobalEntity();
  const [, navigate] = useLocation();
  const form = useForm({
    schema: entityNamesFormSchema,
    initialInput: {
      full_name: '',
      short_name: '',
      functional_type: 'external',
      legal_type: 'c_corporation',
    },
  });
  return (
    <Form
      of={form}
      className={card}
      aria-label="New entity"
      onSubmit={async (output) => {
        try {
          const created = await create.mutateAsync({
            ...output,
            short_name: output.short_name || null,
          });
          reset(form);
          setTimeout(
            () => toaster.create({ type: 'success', title: `${created.full_name} added` }),
            100,
          );
          navigate(`/entities/${created.id}`);
        } catch (error) {
          await reportServerErrors(error, fieldErrorsOn(form, entityNamesFields));
        }
      }}
    >
      <h2 className={css({ fontWeight: 'semibold', mb: '3' })}>New external entity</h2>
      <EntityNamesFields form={form} idPrefix="new-entity" />
      <button type="submit" className={button()} disabled={form.isSubmitting}>
        Add entity
      </button>
    </Form>
  );
}

/** `/entities`: every entity of the customer (spec §2 "entities") with the bulk adds. */
export function EntitiesPage() {
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <div className={css({ display: 'flex', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' })}>
        <h1 className={pageTitle}>Entities</h1>
        <PermissionGate permission="write">
          <nav aria-label="Bulk add" className={css({ display: 'flex', gap: '2', ml: 'auto' })}>
            <Link href="/entities/bulk-add-banks" className={linkButton}>
              Bulk add banks
            </Link>
            <Link href="/entities/bulk-add-contacts" className={linkButton}>
              Bulk add contacts
            </Link>
            <Link href="/entities/bulk-add-external-ids" className={linkButton}>
              Bulk add external IDs
            </Link>
          </nav>
        </PermissionGate>
      </div>
      <div className={listBesideForm}>
        <TableCard
          query={entityQueries.table()}
          tableKey="global-entities"
          title="Entities"
          emptyMessage="No entities yet."
        />
        <PermissionGate permission="write">
          <NewEntityForm />
        </PermissionGate>
      </div>
    </main>
  );
}
