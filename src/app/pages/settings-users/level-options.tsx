import { css } from 'styled-system/css';
import type { RoleType } from '../../../api/users';

/** The levels the signed-in admin may hand out, as select options. */
export const grantableLevelOptions = (roleTypes: readonly RoleType[]) =>
  roleTypes
    .filter((role) => role.grantable)
    .map((role) => ({ value: role.permission_level, label: role.label }));

/** What the chosen level lets someone do, under the select. */
export function LevelDescription({
  roleTypes,
  level,
}: {
  roleTypes: readonly RoleType[];
  level: unknown;
}) {
  const role = roleTypes.find((candidate) => candidate.permission_level === level);
  if (!role) return null;
  return (
    <p className={css({ color: 'gray.600', fontSize: 'sm', mt: '-2', mb: '4' })}>
      {role.description}
    </p>
  );
}
