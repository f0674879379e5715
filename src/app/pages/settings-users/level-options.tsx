import type { ComponentProps } from 'react';
import { css } from 'styled-system/css';
import type { RoleType } from '../../../api/users';
import { SelectControl } from '../../components/form-controls';

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

/** The permission level select of the invite and change-level dialogs, with what it allows. */
export function PermissionLevelControl({
  field,
  id,
  roleTypes,
}: {
  field: ComponentProps<typeof SelectControl>['field'];
  id: string;
  roleTypes: readonly RoleType[];
}) {
  return (
    <>
      <SelectControl
        field={field}
        id={id}
        label="Permission level"
        options={grantableLevelOptions(roleTypes)}
      />
      <LevelDescription roleTypes={roleTypes} level={field.input} />
    </>
  );
}
