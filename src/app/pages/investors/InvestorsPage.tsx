import { Field, Form, reset, useForm } from '@formisch/react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { legalTypes } from '../../../api/fund-structure';
import '../../../api/validation-messages';
import { button } from '../../components/button-styles';
import { SelectControl, TextControl } from '../../components/form-controls';
import { optionsOf } from '../../components/form-field';
import { card, listBesideForm, page, pageTitle } from '../../components/page-styles';
import { TableCard } from '../../components/TableCard';
import { PermissionGate } from '../../components/PermissionGate';
import { reportServerErrors, setServerFieldError } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useCreateInvestor } from '../../queries/fund-queries';
import { tableDataQueries } from '../../queries/table-data-queries';

const investorFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field may not be blank.')),
  primary_contact_email: v.union([
    v.literal(''),
    v.pipe(v.string(), v.trim(), v.email('Must be valid email')),
  ]),
  legal_type: v.picklist(legalTypes),
});

function NewInvestorForm() {
  const create = useCreateInvestor();
  const form = useForm({
    schema: investorFormSchema,
    initialInput: { name: '', primary_contact_email: '', legal_type: 'limited_partnership' },
  });
  return (
    <Form
      of={form}
      className={card}
      aria-label="New investor"
      onSubmit={async (output) => {
        try {
          const created = await create.mutateAsync({
            name: output.name,
            external_id: null,
            primary_contact_email: output.primary_contact_email || null,
            entity: { full_name: output.name, legal_type: output.legal_type },
          });
          reset(form);
          setTimeout(
            () => toaster.create({ type: 'success', title: `${created.name} added` }),
            100,
          );
        } catch (error) {
          await reportServerErrors(error, (path, message) => {
            const field =
              path === 'entity.legal_type'
                ? 'legal_type'
                : path === 'entity.full_name'
                  ? 'name'
                  : path;
            return setServerFieldError(form, field, message, [
              'name',
              'primary_contact_email',
              'legal_type',
            ]);
          });
        }
      }}
    >
      <h2 className={css({ fontWeight: 'semibold', mb: '3' })}>New investor</h2>
      <Field of={form} path={['name']}>
        {(field) => <TextControl field={field} id="investor-name" label="Name" />}
      </Field>
      <Field of={form} path={['primary_contact_email']}>
        {(field) => (
          <TextControl
            field={field}
            id="investor-email"
            label="Primary contact email"
            type="email"
          />
        )}
      </Field>
      <Field of={form} path={['legal_type']}>
        {(field) => (
          <SelectControl
            field={field}
            id="investor-legal-type"
            label="Legal type"
            options={optionsOf(legalTypes)}
          />
        )}
      </Field>
      <button type="submit" className={button()} disabled={form.isSubmitting}>
        Add investor
      </button>
    </Form>
  );
}

/** `/investors`: every investor of the customer with its entities and commitments. */
export function InvestorsPage() {
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <div className={css({ display: 'flex', alignItems: 'baseline', gap: '3' })}>
        <h1 className={pageTitle}>Investors</h1>
        <PermissionGate permission="write">
          <Link
            href="/investors/bulk-create"
            className={`${button({ variant: 'secondary' })} ${css({ ml: 'auto' })}`}
          >
            Bulk create investors
          </Link>
        </PermissionGate>
      </div>
      <div className={listBesideForm}>
        <TableCard
          query={tableDataQueries.investorList()}
          tableKey="investors"
          title="Investors"
          emptyMessage="No investors yet."
          fillsPage
        />
        <PermissionGate permission="write">
          <NewInvestorForm />
        </PermissionGate>
      </div>
    </main>
  );
}
