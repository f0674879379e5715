import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { humanize } from '../../../api/humanize';
import type { GlobalEntityDetail } from '../../../api/global-entities';
import { button } from '../../components/button-styles';
import { card, page, pageTitle, tableStyle } from '../../components/page-styles';
import { PageTabs } from '../../components/PageTabs';
import { PermissionGate } from '../../components/PermissionGate';
import { entityQueries } from '../../queries/entity-queries';
import { fundFamilyQueries } from '../../queries/fund-family-queries';
import { ErrorPage } from '../ErrorPage';
import { InvestorEntityProfileForm } from '../investors/InvestorEntityProfileForm';
import { EntityProfileForm } from './EntityProfileForm';

const tabs = [
  { id: 'profile', label: 'Profile' },
  { id: 'banks', label: 'Banks' },
  { id: 'contacts', label: 'Contacts' },
  { id: 'external-ids', label: 'External IDs' },
] as const;

const kindLabels = {
  fund_entity: 'Fund entity',
  investor_entity: 'Investor entity',
  external: 'External entity',
} as const;

/** A list on a tab, with its bulk add beside it. */
function ListSection({
  label,
  bulkHref,
  empty,
  headers,
  rows,
}: {
  label: string;
  bulkHref?: string;
  empty: string;
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <section className={card} aria-label={label}>
      {rows.length === 0 ? (
        <p className={css({ color: 'gray.600' })}>{empty}</p>
      ) : (
        <table className={tableStyle}>
          <thead>
            <tr>
              {headers.map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, r) => (
              <tr key={r}>
                {cells.map((c, i) => (
                  <td key={i}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {bulkHref ? (
        <PermissionGate permission="write">
          <Link
            href={bulkHref}
            className={`${button({ variant: 'secondary' })} ${css({ mt: '3' })}`}
          >
            Bulk add
          </Link>
        </PermissionGate>
      ) : null}
    </section>
  );
}

function InvestorEntityProfile({ entityId }: { entityId: string }) {
  const { data } = useQuery(entityQueries.investorEntity(entityId));
  return data ? <InvestorEntityProfileForm key={data.id} entity={data} /> : null;
}

function TabBody({
  tab,
  entity,
}: {
  tab: (typeof tabs)[number]['id'];
  entity: GlobalEntityDetail;
}) {
  const { data: funds = [] } = useQuery(fundFamilyQueries.list());
  const keepsProfile = entity.kind !== 'fund_entity';
  switch (tab) {
    case 'profile':
      return entity.kind === 'investor_entity' ? (
        <InvestorEntityProfile entityId={entity.id} />
      ) : (
        <EntityProfileForm key={entity.id} entity={entity} />
      );
    case 'banks':
      return (
        <ListSection
          label="Bank accounts"
          bulkHref="/entities/bulk-add-banks"
          empty="No bank accounts yet."
          headers={['Bank', 'Account name', 'Account number', 'ABA routing', 'SWIFT']}
          rows={entity.bank_accounts.map((b) => [
            b.bank_name,
            b.account_name,
            <span key="n" title="Sensitive: only the last 4 digits are shown">
              {b.account_number_masked}
            </span>,
            b.aba_routing_number ?? '—',
            b.swift_code ?? '—',
          ])}
        />
      );
    case 'contacts':
      return (
        <ListSection
          label="Contacts"
          bulkHref={keepsProfile ? '/entities/bulk-add-contacts' : undefined}
          empty={
            keepsProfile
              ? 'No contacts yet.'
              : 'Fund entities keep their contacts with the fund family.'
          }
          headers={['Name', 'Email', 'Primary']}
          rows={entity.contacts.map((c) => [c.name, c.email, c.is_primary ? 'Yes' : 'No'])}
        />
      );
    case 'external-ids':
      return (
        <ListSection
          label="External IDs"
          bulkHref={keepsProfile ? '/entities/bulk-add-external-ids' : undefined}
          empty={
            keepsProfile
              ? 'No external IDs yet.'
              : 'Fund entities keep their external IDs with the fund family.'
          }
          headers={['Type', 'ID', 'Fund family']}
          rows={entity.external_ids.map((e) => [
            humanize(e.type),
            e.value,
            e.fund_family_id
              ? (funds.find((f) => f.id === e.fund_family_id)?.name ?? e.fund_family_id)
              : 'Every fund',
          ])}
        />
      );
  }
}

/** `/entities/{entityId}/{tab}`: one entity's profile, banks, contacts and external IDs. */
export function EntityEditPage() {
  const { entityId = '', tab } = useParams<{ entityId: string; tab?: string }>();
  const { data: entity, error, refetch } = useQuery(entityQueries.detail(entityId));
  const current = tabs.find((t) => t.id === tab);
  if (!current) return <Redirect to={`/entities/${entityId}/profile`} replace />;
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page} style={{ maxWidth: 1200 }}>
      <Link href="/entities" className={css({ color: 'blue.700', fontSize: 'sm' })}>
        ← Entities
      </Link>
      <h1 className={pageTitle}>{entity?.full_name ?? 'Entity'}</h1>
      {entity ? (
        <p className={css({ color: 'gray.600', mt: '-2', mb: '4', fontSize: 'sm' })}>
          {kindLabels[entity.kind]} · {humanize(entity.functional_type)} ·{' '}
          {humanize(entity.legal_type)}
          {entity.belongs_to ? (
            <>
              {' · '}
              <Link
                href={
                  entity.kind === 'fund_entity'
                    ? `/fund-family/${entity.belongs_to.id}`
                    : `/investors/${entity.belongs_to.id}`
                }
              >
                {entity.belongs_to.name}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <PageTabs
        label="Entity tabs"
        tabs={tabs.map((t) => ({
          label: t.label,
          href: `/entities/${entityId}/${t.id}`,
          current: t.id === current.id,
        }))}
      />
      {entity ? (
        <TabBody tab={current.id} entity={entity} />
      ) : (
        <p className={css({ color: 'gray.500' })}>Loading…</p>
      )}
    </main>
  );
}
