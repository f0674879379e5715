import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import type { InvestorDetail } from '../../../api/investors';
import { button } from '../../components/button-styles';
import { card } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { SearchableSelect } from '../../components/SearchableSelect';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { entityQueries, useInvestorEntityRelationship } from '../../queries/entity-queries';
import { InvestorEntityProfileForm } from './InvestorEntityProfileForm';

const failed = async (error: unknown) => {
  const apiError = await apiErrorOf(error);
  toaster.create({ type: 'error', title: apiError.message || 'Error' });
};

/** Links an investor entity the investor does not have yet (spec §7 investor-entity-relationships). */
function LinkEntity({ investor }: { investor: InvestorDetail }) {
  const { data: entities = [] } = useQuery(entityQueries.list());
  const link = useInvestorEntityRelationship(investor.id, 'link');
  const [chosen, setChosen] = useState('');
  const have = new Set(investor.entities.map((e) => e.id));
  const candidates = entities.filter((e) => e.kind === 'investor_entity' && !have.has(e.id));
  return (
    <form
      className={`${card} ${css({ display: 'flex', gap: '3', alignItems: 'flex-end' })}`}
      aria-label="Link an investor entity"
      onSubmit={(event) => {
        event.preventDefault();
        const name = candidates.find((c) => c.id === chosen)?.full_name;
        link.mutate(chosen, {
          onSuccess: () => {
            setChosen('');
            setTimeout(() => toaster.create({ type: 'success', title: `${name} linked` }), 100);
          },
          onError: failed,
        });
      }}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: 1 })}>
        <label
          htmlFor="link-investor-entity"
          className={css({ fontSize: 'sm', fontWeight: 'medium' })}
        >
          Link an existing investor entity
        </label>
        <SearchableSelect
          id="link-investor-entity"
          value={chosen}
          placeholder="Choose an entity…"
          options={candidates.map((c) => ({
            value: c.id,
            label: c.belongs_to ? `${c.full_name} (of ${c.belongs_to.name})` : c.full_name,
          }))}
          onValueChange={setChosen}
        />
      </div>
      <button type="submit" className={button()} disabled={!chosen || link.isPending}>
        Link entity
      </button>
    </form>
  );
}

function UnlinkEntity({
  investorId,
  entity,
}: {
  investorId: string;
  entity: { id: string; full_name: string };
}) {
  const unlink = useInvestorEntityRelationship(investorId, 'unlink');
  return (
    <button
      type="button"
      className={button({ variant: 'secondary' })}
      disabled={unlink.isPending}
      onClick={async () => {
        // Awaited here, not in mutate's callbacks: the section unmounts once the entity is gone.
        try {
          await unlink.mutateAsync(entity.id);
          setTimeout(
            () => toaster.create({ type: 'success', title: `${entity.full_name} unlinked` }),
            100,
          );
        } catch (error) {
          await failed(error);
        }
      }}
    >
      Unlink
    </button>
  );
}

/** The investor's entities: its own and the linked ones, each with its profile form. */
export function InvestorEntitiesTab({ investor }: { investor: InvestorDetail }) {
  const linked = new Set(investor.linked_entity_ids);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <PermissionGate permission="write">
        <LinkEntity investor={investor} />
      </PermissionGate>
      {investor.entities.map((entity) => (
        <section key={entity.id} aria-label={entity.full_name}>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', mb: '2' })}>
            <h2 className={css({ fontWeight: 'semibold' })}>
              <Link href={`/entities/${entity.id}`}>{entity.full_name}</Link>
            </h2>
            <span className={css({ fontSize: 'xs', color: 'gray.600' })}>
              {linked.has(entity.id) ? 'Linked entity' : 'Own entity'}
            </span>
            {linked.has(entity.id) ? (
              <PermissionGate permission="write">
                <span className={css({ ml: 'auto' })}>
                  <UnlinkEntity investorId={investor.id} entity={entity} />
                </span>
              </PermissionGate>
            ) : null}
          </div>
          <InvestorEntityProfileForm entity={entity} />
        </section>
      ))}
    </div>
  );
}
