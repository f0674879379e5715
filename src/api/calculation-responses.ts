import type {
  CalculationInputOutput,
  CalculationKind,
  CalculationType,
  CalculationVersionInput,
  StoredDefinition,
  VersionCalculationType,
  VersionStatus,
} from './calculations';

/** What a calculation evaluates to for the whole fund family today. */
export type CalculationValue =
  | { ok: true; kind: 'money'; cents: number }
  | { ok: true; kind: 'number'; value: string }
  | { ok: true; kind: 'text'; text: string }
  | { ok: false; message: string };

export type CalculationVersion = Omit<
  CalculationVersionInput,
  'version_calculation_type' | 'definitions'
> & {
  id: string;
  status: VersionStatus;
  /** The MXL this version's own definition evaluates: the basic formula converted, or the eval_string. */
  formula: string;
  /** Calculations the formula names, name to id (spec §3). */
  related_calculation_ids: Record<string, string>;
  version_calculation_type: VersionCalculationType;
  /** Further dated definitions, each with the MXL it evaluates. */
  definitions: StoredDefinition[];
};

/** Spec §3 referenced-by item: a calculation whose formula names this one. */
export type ReferencedByItem = {
  id: string;
  name: string;
  formula: string;
  related_calculation_ids: Record<string, string>;
};

export type Calculation = Omit<CalculationInputOutput, 'versions'> & {
  id: string;
  fund_family_id: string;
  kind: CalculationKind;
  /** The type of the version in effect today (or the latest one). */
  calculation_type: CalculationType;
  versions: CalculationVersion[];
  referenced_by: ReferencedByItem[];
  as_of: string;
  value: CalculationValue;
  /** Each sub-calculation's own figure today, by name. */
  sub_calculation_values: Record<string, CalculationValue>;
};

/** A calculation with the calculations its current formula uses beneath it. */
export type CalculationNode = {
  id: string;
  display_name: string;
  /** Set on a sub-calculation's node: its name inside the calculation `id`. */
  sub_calculation: string | null;
  children: CalculationNode[];
};

export type AllCalculations = {
  flat_calculations: Calculation[];
  hierarchical_calculations: CalculationNode[];
};

export type CompletedMxlExists = { exists: boolean };
