import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { PageTabs } from '../components/PageTabs';
import { card, page, pageTitle } from '../components/page-styles';
import { shellQueries } from '../queries/shell-queries';
import { SecuritySettings } from './account/SecuritySettings';

/** `/account/security`: who is signed in, and how they sign in (password, factors, codes). */
export function AccountPage() {
  const { data: user } = useQuery(shellQueries.currentUser());
  const { data: customers = [] } = useQuery(shellQueries.customers());
  return (
    <main className={page}>
      <h1 className={pageTitle}>Account</h1>
      <PageTabs label="Account tabs" tabs={[{ label: 'Security', current: true }]} />
      <section className={`${card} ${css({ mb: '4' })}`}>
        {user ? (
          <dl className={css({ display: 'grid', gridTemplateColumns: '180px 1fr', rowGap: '2' })}>
            <dt className={css({ color: 'gray.500' })}>Name</dt>
            <dd>
              {user.first_name} {user.last_name}
            </dd>
            <dt className={css({ color: 'gray.500' })}>Email</dt>
            <dd>{user.email}</dd>
            <dt className={css({ color: 'gray.500' })}>Permissions</dt>
            <dd>{user.permission_types.join(', ')}</dd>
            <dt className={css({ color: 'gray.500' })}>Roles</dt>
            <dd>{user.role_types.join(', ') || '—'}</dd>
            <dt className={css({ color: 'gray.500' })}>Customers</dt>
            <dd>{customers.map((c) => c.name).join(', ')}</dd>
          </dl>
        ) : (
          <p>Loading…</p>
        )}
      </section>
      <SecuritySettings />
    </main>
  );
}
