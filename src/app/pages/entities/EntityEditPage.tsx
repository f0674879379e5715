import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useParams } from 'wouter';
import { css } from 'styled-system/css';
import { humanize } from '../../../api/humanize';
import type { GlobalEntityDetail } from '../../../api/global-entities';
import { page, pageTitle } from '../../components/page-styles';
import { PageTabs } from '../../components/PageTabs';
import { entityQueries } from '../../queries/entity-queries';
import { ErrorPage } from '../ErrorPage';
import { InvestorEntityProfileForm } from '../investors/InvestorEntityProfileForm';
import { BankAccountsSection } from './BankAccountsSection';
import { ContactsSection } from './ContactsSection';
import { EntityProfileForm } from './EntityProfileForm';
import { ExternalIdsSection } from './ExternalIdsSection';

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
  switch (tab) {
    case 'profile':
      return entity.kind === 'investor_entity' ? (
        <InvestorEntityProfile entityId={entity.id} />
      ) : (
        <EntityProfileForm key={entity.id} entity={entity} />
      );
    case 'banks':
      return <BankAccountsSection entity={entity} />;
    case 'contacts':
      return <ContactsSection entity={entity} />;
    case 'external-ids':
      return <ExternalIdsSection entity={entity} />;
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
        base={`/entities/${entityId}`}
        tabs={tabs}
        currentId={current.id}
      />
      {entity ? (
        <TabBody tab={current.id} entity={entity} />
      ) : (
        <p className={css({ color: 'gray.500' })}>Loading…</p>
      )}
    </main>
  );
}
