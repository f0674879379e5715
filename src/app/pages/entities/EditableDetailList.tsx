import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';
import { card, tableStyle } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import type { GlobalEntityDetail } from '../../../api/global-entities';
import { RemoveDetailButton } from './RemoveDetailButton';

/** Fund entities keep no contacts or external IDs here: no bulk add, and a note instead. */
export const profileListProps = (entity: GlobalEntityDetail, plural: string, bulkHref: string) =>
  entity.kind === 'fund_entity'
    ? { empty: `Fund entities keep their ${plural} with the fund family.` }
    : { bulkHref, empty: `No ${plural} yet.` };

/**
 * One of an entity's detail lists on its tab (bank accounts, contacts, external IDs): a row per
 * item with Edit and Remove, the edit form under the table, and the bulk add beside it.
 */
export function EditableDetailList<Item>({
  label,
  kind,
  bulkHref,
  empty,
  headers,
  items,
  cells,
  nameOf,
  onRemove,
  editForm,
}: {
  label: string;
  /** "bank account", "contact", "external ID". */
  kind: string;
  bulkHref?: string;
  empty: string;
  headers: readonly string[];
  items: readonly Item[];
  cells: (item: Item) => readonly ReactNode[];
  nameOf: (item: Item) => string;
  onRemove: (item: Item, index: number) => Promise<unknown>;
  /** The form that edits the item; `close` hides it again. */
  editForm: (item: Item, index: number, close: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const edited = editing === null ? undefined : items[editing];
  return (
    <section className={card} aria-label={label}>
      {items.length === 0 ? (
        <p className={css({ color: 'gray.600' })}>{empty}</p>
      ) : (
        <table className={tableStyle}>
          <thead>
            <tr>
              {headers.map((h) => (
                <th key={h}>{h}</th>
              ))}
              <PermissionGate permission="write">
                <th>
                  <span className={css({ srOnly: true })}>Actions</span>
                </th>
              </PermissionGate>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={index} aria-current={editing === index ? 'true' : undefined}>
                {cells(item).map((c, i) => (
                  <td key={i}>{c}</td>
                ))}
                <PermissionGate permission="write">
                  <td className={css({ whiteSpace: 'nowrap', textAlign: 'right' })}>
                    <span className={css({ display: 'inline-flex', gap: '2' })}>
                      <button
                        type="button"
                        className={button({ variant: 'secondary' })}
                        aria-label={`Edit ${kind} ${nameOf(item)}`}
                        disabled={editing !== null}
                        onClick={() => setEditing(index)}
                      >
                        Edit
                      </button>
                      <RemoveDetailButton
                        kind={kind}
                        name={nameOf(item)}
                        onRemove={async () => {
                          await onRemove(item, index);
                          setEditing(null);
                        }}
                      />
                    </span>
                  </td>
                </PermissionGate>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {edited !== undefined && editing !== null
        ? editForm(edited, editing, () => setEditing(null))
        : null}
      {bulkHref ? (
        <PermissionGate permission="write">
          <Link
            href={bulkHref}
            className={`${button({ variant: 'secondary' })} ${css({ mt: '3' })}`}
          >
            Bulk add
          </Link>
        </PermissionGate>
      ) : null}
    </section>
  );
}
