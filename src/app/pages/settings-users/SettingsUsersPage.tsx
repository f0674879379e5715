import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { TeamUser } from '../../../api/users';
import { button } from '../../components/button-styles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { card, page } from '../../components/page-styles';
import { PageHeading } from '../../components/PageHeading';
import { toaster } from '../../lib/toaster';
import { shellQueries } from '../../queries/shell-queries';
import { useUpdateTeamUser, userAdminQueries } from '../../queries/user-admin-queries';
import { ErrorPage } from '../ErrorPage';
import { SettingsTabs } from '../SettingsTabs';
import { ChangeLevelDialog } from './ChangeLevelDialog';
import { DialogProblem, reportInDialog } from './dialog-problem';
import { InviteUserDialog } from './InviteUserDialog';
import { userActions, usersTable } from './users-table';

const legend = css({ color: 'gray.600', fontSize: 'sm', mt: '4', lineHeight: '1.6' });

/** `/settings/users` (admin permission): the customer admin manages the customer's users. */
export function SettingsUsersPage() {
  const team = useQuery(userAdminQueries.team());
  const roleTypes = useQuery(userAdminQueries.roleTypes());
  const customer = useQuery(shellQueries.selectedCustomer());
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<TeamUser | null>(null);
  const [removing, setRemoving] = useState<TeamUser | null>(null);
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  const update = useUpdateTeamUser();
  const table = useMemo(() => (team.data ? usersTable(team.data) : undefined), [team.data]);
  const error = team.error ?? roleTypes.error;
  if (error) {
    return (
      <ErrorPage
        error={error}
        onRetry={() => void Promise.all([team.refetch(), roleTypes.refetch()])}
      />
    );
  }
  const customerName = customer.data?.customer.name ?? 'this customer';
  const removingName = removing ? `${removing.first_name} ${removing.last_name}` : '';
  return (
    <main className={page}>
      <PageHeading title="Settings">
        <button
          type="button"
          className={button()}
          disabled={!roleTypes.data}
          onClick={() => setInviting(true)}
        >
          Invite user
        </button>
      </PageHeading>
      <SettingsTabs current="users" />
      <section className={card}>
        <LazyDataTable
          tableKey="settings-users"
          title="Users"
          table={table}
          isLoading={team.isPending}
          emptyMessage="No users yet"
          onLink={(link, row) => {
            const user = team.data?.find((candidate) => candidate.id === row?.id);
            if (!user || link.type !== 'button') return;
            if (link.action === userActions.changeLevel) setChanging(user);
            if (link.action === userActions.remove) setRemoving(user);
          }}
        />
        {roleTypes.data ? (
          <p className={legend}>
            Each level includes the ones before it.{' '}
            {roleTypes.data.map((role) => `${role.label}: ${role.description}`).join(' ')}
          </p>
        ) : null}
      </section>
      {roleTypes.data ? (
        <InviteUserDialog open={inviting} onOpenChange={setInviting} roleTypes={roleTypes.data} />
      ) : null}
      {changing && roleTypes.data ? (
        <ChangeLevelDialog
          key={changing.id}
          user={changing}
          roleTypes={roleTypes.data}
          onClose={() => setChanging(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setRemoving(null);
          setRemoveProblem(null);
        }}
        title="Remove user"
        confirmLabel={`Remove ${removingName}`}
        busy={update.isPending}
        onConfirm={() => {
          if (!removing) return;
          update.mutate(
            { userId: removing.id, change: { action: 'remove' } },
            {
              onSuccess: () => {
                toaster.create({
                  type: 'success',
                  title: `${removingName} removed from ${customerName}`,
                });
                setRemoving(null);
              },
              onError: (failure) => void reportInDialog(failure, () => false, setRemoveProblem),
            },
          );
        }}
      >
        Remove {removingName} ({removing?.email}) from {customerName}? They will no longer be able
        to sign in to {customerName}. Their account is kept, and you can invite them again.
        <DialogProblem message={removeProblem} />
      </ConfirmDialog>
    </main>
  );
}
