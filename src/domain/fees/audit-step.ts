import type { AuditStep } from '../money';

/** Builds one audit line (the money module's AuditStep) positionally, to keep calculators terse. */
export const auditStep = (
  step: string,
  formula: string,
  inputs: NonNullable<AuditStep['inputs']>,
  value: AuditStep['value'],
): AuditStep => ({ step, formula, inputs, value });
