import { useQuery } from '@tanstack/react-query';
import type { Calculation } from '../../../api/calculation-responses';
import type { CalculationPageCategory } from '../../../api/calculations';
import { useFeatureFlag, usePermissions } from '../../lib/use-permissions';
import { calculationQueries } from '../../queries/calculation-queries';
import { calculationsPath } from './calculations-table';

/** Spec §6 for calculations: who may add, edit and unsafely edit, and where editing goes. */
export function useCalculationPermissions(fundFamilyId: string, category: CalculationPageCategory) {
  const { can } = usePermissions();
  const mxlForExternal = useFeatureFlag('mxl_enabled_for_external_users');
  const withSubcalcs = useFeatureFlag('mxl_with_subcalcs');
  const { data: completedMxl } = useQuery(calculationQueries.completedMxlExists(fundFamilyId));
  const base = calculationsPath(fundFamilyId, category);
  const canAdd = can('config');
  const canWriteMxl = canAdd && (can('internal') || mxlForExternal);
  return {
    canAdd,
    canAddMxl: canWriteMxl,
    withSubcalcs,
    createPath: `${base}/create`,
    createMxlPath: withSubcalcs ? `${base}/create-mxl-with-subcalcs` : `${base}/create-mxl`,
    /** The Edit link, or null where the spec hides it. */
    editPath: (calculation: Calculation): string | null => {
      if (calculation.kind === 'mxl') {
        if (!canWriteMxl) return null;
        return withSubcalcs
          ? `${base}/mxl-with-subcalcs/${calculation.id}`
          : `${base}/mxl/${calculation.id}/edit`;
      }
      if (!canAdd || completedMxl?.exists !== false) return null;
      return `${base}/${calculation.id}/edit`;
    },
    /** Deleting needs the right to write this kind; the server refuses one still in use. */
    canDelete: (calculation: Calculation): boolean =>
      calculation.kind === 'mxl' ? canWriteMxl : canAdd,
    /** 'Unsafe Edit (Internal Only)': internal users, calculations with history. */
    unsafeEditPath: (calculation: Calculation): string | null => {
      if (!can('internal') || !can('config') || calculation.kind !== 'mxl') return null;
      if (calculation.versions.length < 2) return null;
      return withSubcalcs
        ? `${base}/mxl-with-subcalcs/${calculation.id}/unsafe`
        : `${base}/mxl/${calculation.id}/edit/unsafe`;
    },
  };
}
