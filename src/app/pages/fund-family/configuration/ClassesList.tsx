import { Field, Form, reset, useForm } from '@formisch/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { LazyDataTable } from '../../../components/data-table/LazyDataTable';
import { FormField, inputClass } from '../../../components/form-field';
import { card } from '../../../components/page-styles';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { api } from '../../../lib/api-client';
import { reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { usePermissions } from '../../../lib/use-permissions';
import { fundConfigurationQueries } from '../../../queries/fund-configuration-queries';
import type { Table } from '../../../../api/table-data';
import { classesPath, type ClassesArea } from './class-input';

const bulkSchema = v.object({
  names: v.pipe(
    v.string(),
    v.check((text) => text.trim().length > 0, 'This field may not be blank.'),
  ),
});

/** Adds several classes at once, one name per line (POST /investor-class/bulk/). */
function AddClassesForm({ fundFamilyId }: { fundFamilyId: string }) {
  const queryClient = useQueryClient();
  const form = useForm({ schema: bulkSchema, initialInput: { names: '' } });
  const bulk = useMutation({
    mutationFn: (names: string[]) =>
      api.post('investor-class/bulk/', {
        json: { fund_family_id: fundFamilyId, classes: names.map((name) => ({ name })) },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: fundConfigurationQueries.classes(fundFamilyId).queryKey,
      }),
  });
  const submit = async ({ names }: v.InferOutput<typeof bulkSchema>) => {
    const list = names
      .split('\n')
      .map((n) => n.trim())
      .filter(Boolean);
    try {
      await bulk.mutateAsync(list);
      reset(form, { initialInput: { names: '' } });
      setTimeout(
        () => toaster.create({ type: 'success', title: `${list.length} class(es) added` }),
        100,
      );
    } catch (error) {
      await reportServerErrors(error, () => false);
      throw error;
    }
  };
  const guard = useFormischGuard(form, bulkSchema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      aria-label="Add classes"
    >
      <Field of={form} path={['names']}>
        {(field) => (
          <FormField id="class-names" label="Add classes (one name per line)" errors={field.errors}>
            <textarea
              {...field.props}
              id="class-names"
              rows={3}
              value={field.input}
              className={inputClass}
              placeholder={'Class A — Anchor investors\nClass B'}
            />
          </FormField>
        )}
      </Field>
      <ResetAndSave form={form} saveLabel="Add classes" />
      {guard.dialog}
    </Form>
  );
}

/**
 * The server's class links lead to the configuration pages; in the wizard the same pages sit
 * under setup, so a class opened there keeps the wizard's steps and Complete Setup in view.
 */
function withLinksInto(table: Table, fundFamilyId: string, area: ClassesArea): Table {
  const from = `${classesPath(fundFamilyId)}/`;
  const to = `${classesPath(fundFamilyId, area)}/`;
  if (from === to) return table;
  return {
    ...table,
    rows: table.rows.map((row) => ({
      ...row,
      cells: Object.fromEntries(
        Object.entries(row.cells).map(([id, cell]) => [
          id,
          cell.link?.type === 'generic' && cell.link.to.startsWith(from)
            ? { ...cell, link: { ...cell.link, to: to + cell.link.to.slice(from.length) } }
            : cell,
        ]),
      ),
    })),
  };
}

/** Setup step "Classes" and the configuration classes list: the commitment classes of the fund. */
export function ClassesList({
  fundFamilyId,
  area = 'configuration',
}: {
  fundFamilyId: string;
  area?: ClassesArea;
}) {
  const { can } = usePermissions();
  const query = useQuery(fundConfigurationQueries.classesTable(fundFamilyId));
  const table = {
    ...query,
    data: query.data && withLinksInto(query.data, fundFamilyId, area),
  };
  return (
    <section className={card}>
      <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>Commitment classes</h2>
      <p className={css({ color: 'gray.600', mb: '3' })}>
        A class can have its own fee rates and waterfall terms; commitments without one follow the
        fund’s defaults.
      </p>
      <LazyDataTable
        tableKey="investor-classes"
        title="Classes"
        table={table.data}
        isLoading={table.isPending}
        emptyMessage="No classes yet."
      />
      {can('config') ? (
        <div className={css({ mt: '4' })}>
          <AddClassesForm fundFamilyId={fundFamilyId} />
        </div>
      ) : null}
    </section>
  );
}
