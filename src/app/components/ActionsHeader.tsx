import { css } from 'styled-system/css';

/** The header of a table's action column: empty to the eye, named for screen readers. */
export function ActionsHeader() {
  return (
    <th>
      <span className={css({ srOnly: true })}>Actions</span>
    </th>
  );
}
