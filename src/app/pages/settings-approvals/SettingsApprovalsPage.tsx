import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { card, page } from '../../components/page-styles';
import { PageHeading } from '../../components/PageHeading';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import {
  customerSettingsQueries,
  useUpdateCustomerSettings,
} from '../../queries/customer-settings-queries';
import { shellQueries } from '../../queries/shell-queries';
import { ErrorPage } from '../ErrorPage';
import { SettingsTabs } from '../SettingsTabs';

const explain = css({ color: 'gray.700', mb: '3', maxW: '70ch', lineHeight: '1.6' });

/**
 * `/settings/approvals` (admin permission): maker-checker. By default the user who sends a
 * closing for approval cannot approve it; a small team can allow it here.
 */
export function SettingsApprovalsPage() {
  const settings = useQuery(customerSettingsQueries.settings());
  const customer = useQuery(shellQueries.selectedCustomer());
  const update = useUpdateCustomerSettings();
  // The box as ticked on the page, until saved; null: as stored.
  const [ticked, setTicked] = useState<boolean | null>(null);
  if (settings.error)
    return <ErrorPage error={settings.error} onRetry={() => void settings.refetch()} />;
  const stored = settings.data?.preparer_may_approve;
  const shown = ticked ?? stored ?? false;
  const customerName = customer.data?.customer.name ?? 'this customer';
  const save = async () => {
    try {
      await update.mutateAsync({ preparer_may_approve: shown });
      setTicked(null);
      toaster.create({
        type: 'success',
        title: shown
          ? 'Preparers may now approve what they sent'
          : 'Another user must now approve what a preparer sent',
      });
    } catch (failure) {
      toaster.create({ type: 'error', title: (await apiErrorOf(failure)).message });
    }
  };
  return (
    <main className={page}>
      <PageHeading title="Settings" />
      <SettingsTabs current="approvals" />
      <section className={card} aria-labelledby="approvals-heading">
        <h2 id="approvals-heading" className={css({ fontWeight: 'semibold', mb: '2' })}>
          Who may approve
        </h2>
        <p className={explain}>
          Maker-checker: the user who sends a closing for approval cannot approve it; another user
          with the approve permission must. Capital events and fee postings will follow the same
          rule. A small team where one person does both can allow it for {customerName}.
        </p>
        {stored === undefined ? (
          <p className={css({ color: 'gray.500' })}>Loading…</p>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center', mb: '4' })}>
              <input
                type="checkbox"
                checked={shown}
                onChange={(event) => setTicked(event.target.checked)}
              />
              Let the user who sent an event for approval approve it too
            </label>
            <button
              type="submit"
              className={button()}
              disabled={update.isPending || shown === stored}
            >
              Save
            </button>
          </form>
        )}
      </section>
    </main>
  );
}
