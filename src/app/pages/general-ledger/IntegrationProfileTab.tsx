import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import {
  generalLedgerTypeLabels,
  generalLedgerTypes,
  type GeneralLedgerIntegration,
  type GeneralLedgerType,
} from '../../../api/general-ledger';
import { button } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormField, inputClass } from '../../components/form-field';
import { card } from '../../components/page-styles';
import { reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { usePermissions } from '../../lib/use-permissions';
import {
  generalLedgerQueries,
  useDeleteIntegration,
  useUpdateIntegration,
} from '../../queries/general-ledger-queries';
import { MappingRows, type MappingRow } from './MappingRows';

type Lists = 'account_mappings' | 'investor_mappings' | 'entity_mappings';
const fields = {
  account_mappings: ['gl_account', 'transaction_code_id'],
  investor_mappings: ['gl_investor_id', 'commitment_id'],
  entity_mappings: ['gl_entity_id', 'fund_entity_id'],
} as const satisfies Record<Lists, readonly [string, string]>;

const toRows = (list: readonly Record<string, string>[], [k, t]: readonly [string, string]) =>
  list.map((m) => ({ key: m[k] ?? '', target: m[t] ?? '' }));
const fromRows = (rows: MappingRow[], [k, t]: readonly [string, string]) =>
  rows.map((r) => ({ [k]: r.key, [t]: r.target }));

/** Server paths (`account_mappings.0.gl_account`) as MappingRows names them (`0.key`). */
function listErrors(errors: Record<string, string>, list: Lists) {
  const [k] = fields[list];
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path === list) out[''] = message;
    const match = new RegExp(`^${list}\\.(\\d+)\\.(\\w+)$`).exec(path);
    if (match) out[`${match[1]}.${match[2] === k ? 'key' : 'target'}`] = message;
  }
  return out;
}

/** The profile tab (default): name, ledger, ingestion and the three mappings. */
export function IntegrationProfileTab({ integration }: { integration: GeneralLedgerIntegration }) {
  const { can } = usePermissions();
  const options = useQuery(generalLedgerQueries.options(integration.id));
  const update = useUpdateIntegration(integration.id);
  const remove = useDeleteIntegration(integration.id);
  const [, navigate] = useLocation();
  const [name, setName] = useState(integration.name);
  const [type, setType] = useState<GeneralLedgerType>(integration.general_ledger_type);
  const [lists, setLists] = useState<Record<Lists, MappingRow[]>>({
    account_mappings: toRows(integration.account_mappings, fields.account_mappings),
    investor_mappings: toRows(integration.investor_mappings, fields.investor_mappings),
    entity_mappings: toRows(integration.entity_mappings, fields.entity_mappings),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const readOnly = !can('write');
  const o = options.data;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await update.mutateAsync({
        name,
        general_ledger_type: type,
        ingestion_type: 'upload',
        account_mappings: fromRows(lists.account_mappings, fields.account_mappings) as never,
        investor_mappings: fromRows(lists.investor_mappings, fields.investor_mappings) as never,
        entity_mappings: fromRows(lists.entity_mappings, fields.entity_mappings) as never,
      });
      toaster.create({ type: 'success', title: 'Profile saved' });
    } catch (error) {
      const found: Record<string, string> = {};
      await reportServerErrors(error, (path, message) => {
        found[path] = message;
        return true;
      });
      setErrors(found);
    }
  };
  const setList = (list: Lists) => (rows: MappingRow[]) =>
    setLists((current) => ({ ...current, [list]: rows }));
  const commitmentName = new Map((o?.commitments ?? []).map((c) => [c.id, c.name]));
  return (
    <form onSubmit={(e) => void save(e)} aria-label="Integration profile" className={card}>
      <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '4' })}>
        <FormField id="profile-name" label="Name" errors={errors.name ? [errors.name] : null}>
          <input
            id="profile-name"
            className={inputClass}
            value={name}
            disabled={readOnly}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField id="profile-gl-type" label="General ledger">
          <select
            id="profile-gl-type"
            className={inputClass}
            value={type}
            disabled={readOnly}
            onChange={(e) => setType(e.target.value as GeneralLedgerType)}
          >
            {generalLedgerTypes.map((t) => (
              <option key={t} value={t}>
                {generalLedgerTypeLabels[t]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="profile-fund-family"
          label="Fund family"
          hint="Ingestion: upload (SFTP is not available yet). The fund family stays as created."
        >
          <input
            id="profile-fund-family"
            className={inputClass}
            value={integration.fund_family_name}
            disabled
          />
        </FormField>
      </div>
      <MappingRows
        id="accounts"
        legend="GL accounts → transaction codes (an unmapped account is flagged on its entries)"
        keyLabel="GL account"
        targetLabel="Transaction code"
        options={(o?.transaction_codes ?? []).map((c) => ({ value: c.id, label: c.name }))}
        rows={lists.account_mappings}
        errors={listErrors(errors, 'account_mappings')}
        disabled={readOnly}
        onChange={setList('account_mappings')}
      />
      <MappingRows
        id="entities"
        legend="GL funds / legal entities → fund entities"
        keyLabel="GL entity"
        targetLabel="Fund entity"
        options={(o?.fund_entities ?? []).map((e) => ({ value: e.id, label: e.name }))}
        rows={lists.entity_mappings}
        errors={listErrors(errors, 'entity_mappings')}
        disabled={readOnly}
        onChange={setList('entity_mappings')}
      />
      <details className={css({ mb: '3', fontSize: 'sm', color: 'gray.700' })}>
        <summary className={css({ cursor: 'pointer', fontWeight: 'semibold' })}>
          {o?.external_id_matches.length ?? 0} investor ids matched through{' '}
          {generalLedgerTypeLabels[type]} external IDs on investor entities
        </summary>
        <ul className={css({ columns: 2, mt: '2', pl: '4' })}>
          {(o?.external_id_matches ?? []).map((m) => (
            <li key={m.gl_investor_id}>
              {m.gl_investor_id} →{' '}
              {m.commitment_ids.map((id) => commitmentName.get(id)).join(' / ')}
            </li>
          ))}
        </ul>
      </details>
      <MappingRows
        id="investors"
        legend="GL investor ids → commitments (overrides the external-ID match)"
        keyLabel="GL investor"
        targetLabel="Commitment"
        options={(o?.commitments ?? []).map((c) => ({ value: c.id, label: c.name }))}
        rows={lists.investor_mappings}
        errors={listErrors(errors, 'investor_mappings')}
        disabled={readOnly}
        onChange={setList('investor_mappings')}
      />
      {readOnly ? null : (
        <div className={css({ display: 'flex', gap: '3' })}>
          <button type="submit" className={button()} disabled={update.isPending}>
            Save profile
          </button>
          {integration.import_event_count === 0 ? (
            <button
              type="button"
              className={button({ variant: 'danger' })}
              onClick={() => setConfirmDelete(true)}
            >
              Delete integration
            </button>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this integration?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void remove.mutateAsync(undefined).then(() => navigate('/general-ledger'))}
      >
        {integration.name} has no imports; deleting it removes its mappings.
      </ConfirmDialog>
    </form>
  );
}
