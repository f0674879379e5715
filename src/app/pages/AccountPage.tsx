import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
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
      <nav
        aria-label="Account tabs"
        className={css({
          display: 'flex',
          gap: '4',
          borderBottom: '1px solid',
          borderColor: 'gray.200',
          mb: '4',
        })}
      >
        <span
          aria-current="page"
          className={css({
            pb: '2',
            borderBottom: '2px solid',
            borderColor: 'brand',
            fontWeight: 'semibold',
          })}
        >
          Security
        </span>
      </nav>
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
