import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  bankRowSchema,
  contactRowSchema,
  externalIdRowSchema,
  type GlobalEntityBulk,
  type GlobalEntityBulkKind,
} from '../../../api/global-entities';
import { page, pageTitle } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { toaster } from '../../lib/toaster';
import { entityQueries, useGlobalEntityBulk } from '../../queries/entity-queries';
import { fundFamilyQueries } from '../../queries/fund-family-queries';
import { entityBulkColumns } from './bulk-add-columns';
import { BulkAddPanel } from './BulkAddPanel';

const pages = {
  banks: { title: 'Bulk add banks', noun: 'bank account', schema: bankRowSchema },
  contacts: { title: 'Bulk add contacts', noun: 'contact', schema: contactRowSchema },
  external_ids: {
    title: 'Bulk add external IDs',
    noun: 'external ID',
    schema: externalIdRowSchema,
  },
} as const;

/** `/entities/bulk-add-banks`, `-contacts` and `-external-ids` (spec §2 "entities"). */
export function EntityBulkAddPage({ kind }: { kind: GlobalEntityBulkKind }) {
  const { data: entities } = useQuery(entityQueries.list());
  const { data: funds } = useQuery(fundFamilyQueries.list());
  const bulk = useGlobalEntityBulk();
  const [, navigate] = useLocation();
  const config = pages[kind];
  const schema = config.schema as v.GenericSchema<unknown, GlobalEntityBulk['rows'][number]>;
  return (
    <main className={page} style={{ maxWidth: 1400 }}>
      <Link href="/entities" className={css({ color: 'blue.700', fontSize: 'sm' })}>
        ← Entities
      </Link>
      <h1 className={pageTitle}>{config.title}</h1>
      <PermissionGate permission="write">
        {entities && funds ? (
          <BulkAddPanel
            tableKey={`entities-bulk-${kind}`}
            title={config.title}
            columns={entityBulkColumns(kind, entities, funds)}
            schema={schema}
            save={(rows) => bulk.mutateAsync({ kind, rows } as GlobalEntityBulk)}
            onSaved={(count) => {
              setTimeout(
                () =>
                  toaster.create({
                    type: 'success',
                    title: `${count} ${config.noun}${count === 1 ? '' : 's'} added`,
                  }),
                100,
              );
              navigate('/entities');
            }}
          />
        ) : (
          <p className={css({ color: 'gray.500' })}>Loading…</p>
        )}
      </PermissionGate>
    </main>
  );
}
