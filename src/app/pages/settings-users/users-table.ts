import type { Column, Row, Table } from '../../../api/table-data';
import { permissionLevelLabels, type TeamUser } from '../../../api/users';

/** What the row buttons ask the page to do; the row id is the user's id. */
export const userActions = { changeLevel: 'change-level', remove: 'remove' } as const;

const columns: Column[] = [
  { id: 'name', title: 'Name', cell_value_type: 'text', initial_sort: 'asc' },
  { id: 'email', title: 'Email', cell_value_type: 'text' },
  { id: 'permission_level', title: 'Permission level', cell_value_type: 'text' },
  { id: 'last_sign_in_at', title: 'Last sign-in', cell_value_type: 'datetime' },
  { id: 'change_level', title: 'Change level', cell_value_type: 'text', is_exported: false },
  { id: 'remove', title: 'Remove', cell_value_type: 'text', is_exported: false },
];

/** The customer's users as the product's table (spec §3 "Table data"). */
export function usersTable(team: readonly TeamUser[]): Table {
  const rows: Row[] = team.map((user) => ({
    id: user.id,
    cells: {
      name: {
        value: { type: 'text', text: `${user.first_name} ${user.last_name}` },
        sort_key: `${user.last_name} ${user.first_name}`.toLowerCase(),
      },
      email: { value: { type: 'text', text: user.email } },
      permission_level: {
        value: {
          type: 'text',
          // Only accounts shaped outside this page lack a full level; say what they hold.
          text: user.permission_level
            ? permissionLevelLabels[user.permission_level]
            : user.permission_types.join(', ') || 'None',
        },
      },
      last_sign_in_at: { value: { type: 'datetime', datetime: user.last_sign_in_at } },
      change_level: {
        value: { type: 'text', text: 'Change' },
        link: { type: 'button', action: userActions.changeLevel, label: 'Change' },
      },
      remove: {
        value: { type: 'text', text: 'Remove' },
        link: { type: 'button', action: userActions.remove, label: 'Remove' },
      },
    },
  }));
  return { columns, rows };
}
