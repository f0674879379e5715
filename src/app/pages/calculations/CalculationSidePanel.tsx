import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useRef, useState, type PointerEvent } from 'react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { Calculation } from '../../../api/calculation-responses';
import type { CalculationPageCategory } from '../../../api/calculations';
import type { Table } from '../../../api/table-data';
import { button } from '../../components/button-styles';
import { LazyDataTable } from '../../components/data-table/LazyDataTable';
import { MxlFormulaText } from '../../components/mxl/MxlFormulaText';
import { Modal } from '../../components/Modal';
import { SidePanel } from '../../components/SidePanel';
import { reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useDeleteCalculation } from '../../queries/calculation-queries';
import { menuContent, menuItem } from '../../shell/menu-styles';
import { calculationsPath, formulaShown } from './calculations-table';
import { CALCULATION_PANEL_WIDTH, clampPanelWidth } from './panel-width';
import { useCalculationPermissions } from './use-calculation-permissions';
import {
  CalculationSettings,
  sectionTitle,
  SubCalculationList,
  ValueText,
  VersionDefinitions,
} from './CalculationPanelDetails';
import { formatDate } from '../../lib/date-display';

const handle = css({
  position: 'absolute',
  left: '-4px',
  top: 0,
  bottom: 0,
  w: '8px',
  cursor: 'col-resize',
  _hover: { bg: 'blue.200' },
  '&[data-dragging=true]': { bg: 'blue.300' },
});

function describeFilters(filters: Calculation['versions'][number]['filters']): string {
  const parts = [
    filters.start_date ? `from ${formatDate(filters.start_date)}` : null,
    filters.end_date ? `to ${formatDate(filters.end_date)}` : null,
    filters.investment_type ? `${filters.investment_type.replace(/_/g, ' ')} investments` : null,
    filters.security_type ? `${filters.security_type.replace(/_/g, ' ')} securities` : null,
    filters.include_draft_transactions ? 'drafts included' : null,
    filters.exclude_fee_holdbacks ? 'fee holdbacks excluded' : null,
  ];
  return parts.filter(Boolean).join(', ');
}

function referencedByTable(calculation: Calculation, category: CalculationPageCategory): Table {
  return {
    columns: [
      { id: 'name', title: 'Calculation', cell_value_type: 'text' },
      { id: 'formula', title: 'Formula', cell_value_type: 'formula' },
    ],
    rows: calculation.referenced_by.map((item) => ({
      id: item.id,
      cells: {
        name: {
          value: { type: 'text', text: item.name },
          link: {
            type: 'generic',
            to: `${calculationsPath(calculation.fund_family_id, category)}/${item.id}`,
          },
        },
        formula: { value: { type: 'formula', text: item.formula } },
      },
    })),
  };
}

/**
 * Spec §2 "Calculation side panel": resizable by dragging its left edge, with title,
 * subtitle, options menu and close; a Referenced By table and a copy-formula button.
 */
export function CalculationSidePanel({
  calculation,
  category,
}: {
  calculation: Calculation;
  category: CalculationPageCategory;
}) {
  const [width, setWidth] = useState<number>(CALCULATION_PANEL_WIDTH.default);
  const [dragging, setDragging] = useState(false);
  const start = useRef({ x: 0, width: 0 });
  const [, navigate] = useLocation();
  const permissions = useCalculationPermissions(calculation.fund_family_id, category);
  const close = () => navigate(calculationsPath(calculation.fund_family_id, category));
  const editPath = permissions.editPath(calculation);
  const unsafePath = permissions.unsafeEditPath(calculation);
  const canDelete = permissions.canDelete(calculation);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deletion = useDeleteCalculation(calculation.fund_family_id);
  const remove = async () => {
    try {
      await deletion.mutateAsync({ kind: calculation.kind, id: calculation.id });
      toaster.create({ type: 'success', title: `${calculation.display_name} deleted` });
      close();
    } catch (error) {
      setConfirmDelete(false);
      await reportServerErrors(error, () => false);
    }
  };
  const shownFormula = formulaShown(calculation);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    setWidth(clampPanelWidth(start.current.width + start.current.x - event.clientX));
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shownFormula);
      toaster.create({ type: 'success', title: 'Formula copied' });
    } catch {
      toaster.create({ type: 'error', title: 'The browser did not allow copying' });
    }
  };

  return (
    <SidePanel
      open
      modal={false}
      onClose={close}
      title={calculation.display_name}
      subtitle={calculation.name}
      width={width}
      edge={
        <div
          className={handle}
          role="separator"
          aria-orientation="vertical"
          aria-label="Resize panel"
          aria-valuemin={CALCULATION_PANEL_WIDTH.min}
          aria-valuemax={CALCULATION_PANEL_WIDTH.max}
          aria-valuenow={width}
          data-dragging={dragging}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => setDragging(false)}
          onPointerCancel={() => setDragging(false)}
        />
      }
      actions={
        editPath || unsafePath || canDelete ? (
          <Menu.Root
            onSelect={(details) =>
              details.value === 'delete' ? setConfirmDelete(true) : navigate(details.value)
            }
          >
            <Menu.Trigger className={button({ variant: 'secondary' })} aria-label="Options">
              Options ▾
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content className={menuContent}>
                  {editPath ? (
                    <Menu.Item value={editPath} className={menuItem}>
                      Edit
                    </Menu.Item>
                  ) : null}
                  {unsafePath ? (
                    <Menu.Item value={unsafePath} className={menuItem}>
                      Unsafe Edit (Internal Only)
                    </Menu.Item>
                  ) : null}
                  {canDelete ? (
                    <Menu.Item value="delete" className={menuItem}>
                      Delete
                    </Menu.Item>
                  ) : null}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        ) : null
      }
    >
      <Modal
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${calculation.display_name}?`}
        role="alertdialog"
      >
        <p className={css({ mb: '4' })}>
          The calculation and all its versions go; the audit log keeps what it was.
        </p>
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => setConfirmDelete(false)}
          >
            Cancel
          </button>
          <button
            type="button"
            className={button({ variant: 'danger' })}
            disabled={deletion.isPending}
            onClick={() => void remove()}
          >
            Delete
          </button>
        </div>
      </Modal>
      <div className={css({ pb: '2' })}>
        <div className={sectionTitle}>Value on {formatDate(calculation.as_of)}</div>
        <div className={css({ fontSize: 'xl', fontWeight: 'semibold' })} data-testid="panel-value">
          <ValueText value={calculation.value} />
        </div>
        {calculation.description ? (
          <p className={css({ mt: '2', color: 'gray.700' })}>{calculation.description}</p>
        ) : null}
        <CalculationSettings calculation={calculation} />
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
          })}
        >
          <div className={sectionTitle}>Formula</div>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => void copy()}
          >
            Copy formula
          </button>
        </div>
        <MxlFormulaText formula={shownFormula} label="Formula" />
        <SubCalculationList calculation={calculation} />
        <div className={sectionTitle}>Versions</div>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          {calculation.versions.map((version) => (
            <li key={version.id} className={css({ fontSize: 'sm' })}>
              <div className={css({ display: 'flex', gap: '2' })}>
                <span>
                  {formatDate(version.start_date)} –{' '}
                  {version.end_date ? formatDate(version.end_date) : 'open'}
                </span>
                <span className={css({ color: 'gray.600' })}>{version.status}</span>
                {describeFilters(version.filters) ? (
                  <span className={css({ color: 'gray.600' })}>
                    · {describeFilters(version.filters)}
                  </span>
                ) : null}
                {version.is_draft ? (
                  <span
                    className={css({
                      bg: 'yellow.100',
                      color: 'yellow.900',
                      px: '1.5',
                      borderRadius: '4px',
                      fontSize: 'xs',
                    })}
                  >
                    Draft
                  </span>
                ) : null}
              </div>
              <VersionDefinitions version={version} />
            </li>
          ))}
        </ul>
        {calculation.referenced_by.length === 0 ? (
          <>
            <div className={sectionTitle}>Referenced By</div>
            <p className={css({ color: 'gray.600', fontSize: 'sm' })}>
              No other calculation uses {calculation.display_name}.
            </p>
          </>
        ) : (
          <div className={css({ mt: '5' })}>
            <LazyDataTable
              tableKey="calculation-referenced-by"
              title="Referenced By"
              table={referencedByTable(calculation, category)}
            />
          </div>
        )}
      </div>
    </SidePanel>
  );
}
