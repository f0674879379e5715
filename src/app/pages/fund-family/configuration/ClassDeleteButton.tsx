import { useState } from 'react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { InvestorClassDetail } from '../../../../api/investor-classes';
import { button } from '../../../components/button-styles';
import { ConfirmActions } from '../../../components/ConfirmActions';
import { Modal } from '../../../components/Modal';
import { PermissionGate } from '../../../components/PermissionGate';
import { apiErrorOf } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { useDeleteInvestorClass } from '../../../queries/class-change-queries';
import { classesPath, type ClassesArea } from './class-input';

/**
 * Deleting a class, after confirming. The server refuses (409) while a commitment is in the
 * class or a class change names it; its message shows in the dialog.
 */
export function ClassDeleteButton({
  investorClass,
  area,
}: {
  investorClass: InvestorClassDetail;
  /** Back to the classes list of the area the class was opened from. */
  area: ClassesArea;
}) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const remove = useDeleteInvestorClass(investorClass.fund_family_id);
  return (
    <PermissionGate permission="config">
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        onClick={() => {
          setProblem(null);
          setOpen(true);
        }}
      >
        Delete class
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Delete class?" role="alertdialog">
        <p className={css({ mb: '3' })}>
          {investorClass.name} and its fee, waterfall and transaction code overrides will be
          deleted.{' '}
          {investorClass.commitment_count > 0
            ? `${investorClass.commitment_count} commitment${investorClass.commitment_count === 1 ? ' is' : 's are'} in it: move ${investorClass.commitment_count === 1 ? 'it' : 'them'} to another class first.`
            : 'No commitment is in it.'}
        </p>
        {problem ? (
          <p role="alert" className={css({ color: 'red.700', mb: '3' })}>
            {problem}
          </p>
        ) : null}
        <ConfirmActions
          confirmLabel="Delete"
          variant="danger"
          busy={remove.isPending}
          onCancel={() => setOpen(false)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(investorClass.id);
              setOpen(false);
              navigate(classesPath(investorClass.fund_family_id, area));
              setTimeout(
                () => toaster.create({ type: 'success', title: `${investorClass.name} deleted` }),
                100,
              );
            } catch (error) {
              setProblem((await apiErrorOf(error)).message);
            }
          }}
        />
      </Modal>
    </PermissionGate>
  );
}
