import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { CustomerUser } from '../../api/users';
import { PageTabs } from '../components/PageTabs';
import { card, page, pageTitle, tableStyle } from '../components/page-styles';
import { api } from '../lib/api-client';
import { ErrorPage } from './ErrorPage';

/** `/settings/users` (service permission): who can sign in for the selected customer. */
export function SettingsUsersPage() {
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['users', 'list'],
    queryFn: () => api.get('users/').json<CustomerUser[]>(),
  });
  if (error) return <ErrorPage error={error} onRetry={() => void refetch()} />;
  return (
    <main className={page}>
      <h1 className={pageTitle}>Settings</h1>
      <PageTabs label="Settings tabs" tabs={[{ label: 'Users', current: true }]} />
      <section className={card}>
        {isPending ? (
          <p className={css({ color: 'gray.500' })}>Loading…</p>
        ) : (
          <table className={tableStyle} aria-label="Users">
            <thead>
              <tr>
                <th>Name</th>
                <th>Email</th>
                <th>Permissions</th>
                <th>Roles</th>
              </tr>
            </thead>
            <tbody>
              {data.map((user) => (
                <tr key={user.id}>
                  <td>
                    {user.first_name} {user.last_name}
                  </td>
                  <td>{user.email}</td>
                  <td>{user.permission_types.join(', ')}</td>
                  <td>{user.role_types.join(', ') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
