import { allocate, type AllocateOptions } from '../allocate';
import { addDays, daysBetween, yearFractionExact, type DayCount } from '../day-count';
import { DomainError } from '../domain-error';
import { Dec, roundCents, type AuditStep } from '../money';
import { xirr, type CashFlow } from '../xirr';
import { auditStep } from '../fees/audit-step';
import type { EqualizationCommitment, EqualizationPayment } from './capital-equalization';
import type {
  EqualizationInterestMethodology,
  EqualizationInterestReferenceDate,
} from './equalization-enums';

export type EqualizationInterestInput = {
  payments: readonly EqualizationPayment[];
  existing: readonly EqualizationCommitment[];
  methodology: EqualizationInterestMethodology;
  referenceDate: EqualizationInterestReferenceDate;
  dates: {
    closingDate: string;
    /** Due date of the capital call that collects the equalization. */
    equalizationCapitalCallDate?: string;
    equalizationDistributionDate?: string;
  };
  /** Annual rate for simple interest (the model LPA's "0.08"). */
  rate?: string;
  dayCount?: DayCount;
  /** For irr: the fund's IRR, or the flows to compute it from with xirr. */
  irr?: number;
  irrFlows?: readonly CashFlow[];
  rounding: AllocateOptions;
};

export type EqualizationInterestLine = {
  commitmentId: string;
  callId: string;
  code: string;
  principal: number;
  from: string;
  to: string;
  factor: string;
  interest: string;
};

export type EqualizationInterestResult = {
  endDate: string;
  /** Per admitted commitment, interest owed (rounded once per commitment). */
  owedByAdmitted: Record<string, number>;
  /** Per existing commitment, interest received, allocated by commitment. */
  receivedByExisting: Record<string, number>;
  lines: EqualizationInterestLine[];
  audit: AuditStep[];
};

const endDateOf = ({ referenceDate, dates }: EqualizationInterestInput): string => {
  const need = (value: string | undefined, what: string): string => {
    if (value === undefined)
      throw new DomainError(`The ${what} is needed for equalization interest.`);
    return value;
  };
  switch (referenceDate) {
    case 'closing_date':
      return dates.closingDate;
    case 'equalization_capital_call_date':
      return need(dates.equalizationCapitalCallDate, 'equalization capital call date');
    case 'equalization_capital_call_date_plus_one':
      return addDays(need(dates.equalizationCapitalCallDate, 'equalization capital call date'), 1);
    case 'equalization_distribution_date':
      return need(dates.equalizationDistributionDate, 'equalization distribution date');
  }
};

/**
 * Interest an admitted commitment pays on its equalization payment, from each earlier call's due
 * date to the reference date; not a capital contribution (model LPA §5.1). The fee portion and
 * codes not flagged "affects equalization interest" bear none.
 */
export const equalizationInterest = (
  input: EqualizationInterestInput,
): EqualizationInterestResult => {
  const { methodology, payments, existing, rounding } = input;
  const endDate = endDateOf(input);
  const dayCount = input.dayCount ?? 'actual_365';
  const audit: AuditStep[] = [];
  let annual: Dec;
  if (methodology === 'irr') {
    const irr = input.irr ?? (input.irrFlows ? xirr([...input.irrFlows]) : undefined);
    if (irr === undefined)
      throw new DomainError(
        'The fund IRR or its cash flows are needed for IRR equalization interest.',
      );
    annual = new Dec(irr);
    audit.push(
      auditStep(
        'Fund IRR',
        input.irr === undefined ? 'xirr(fund flows)' : 'given',
        {},
        annual.toString(),
      ),
    );
  } else {
    if (input.rate === undefined) throw new DomainError('An equalization interest rate is needed.');
    annual = new Dec(input.rate);
  }

  // One factor per start date: many commitments share a call, so this keeps big closings fast.
  const factors = new Map<string, Dec>();
  const factorTexts = new Map<string, string>();
  const factorFor = (from: string): Dec => {
    let f = factors.get(from);
    if (f) return f;
    if (methodology === 'irr') {
      // Compounded like XIRR: actual days over 365.
      f = annual
        .plus(1)
        .pow(new Dec(daysBetween(from, endDate)).div(365))
        .minus(1);
    } else {
      const to = methodology === 'simple_interest_plus_one' ? addDays(endDate, 1) : endDate;
      f = annual.times(yearFractionExact(from, to, dayCount));
    }
    if (f.isNegative()) f = new Dec(0);
    factors.set(from, f);
    return f;
  };

  const exactBy = new Map<string, Dec>();
  const lines: EqualizationInterestLine[] = [];
  for (const p of payments) {
    if (!p.affectsEqualizationInterest || p.isManagementFee || p.amount === 0) continue;
    const factor = factorFor(p.dueDate);
    const factorText = factorTexts.get(p.dueDate) ?? factor.toString();
    factorTexts.set(p.dueDate, factorText);
    const interest = factor.times(p.amount);
    exactBy.set(p.commitmentId, (exactBy.get(p.commitmentId) ?? new Dec(0)).plus(interest));
    lines.push({
      commitmentId: p.commitmentId,
      callId: p.callId,
      code: p.code,
      principal: p.amount,
      from: p.dueDate,
      to: endDate,
      factor: factorText,
      interest: interest.toString(),
    });
  }
  const owedByAdmitted: Record<string, number> = {};
  let total = 0;
  for (const [id, exact] of exactBy) {
    owedByAdmitted[id] = roundCents(exact);
    total += owedByAdmitted[id];
    audit.push(
      auditStep(
        `Interest owed by ${id}`,
        `Σ principal × factor (${methodology})`,
        { exact: exact.toString() },
        owedByAdmitted[id],
      ),
    );
  }
  const receivedByExisting =
    total === 0
      ? Object.fromEntries(existing.map((c) => [c.id, 0]))
      : allocate(
          total,
          existing.map((c) => ({ id: c.id, weight: c.commitment, isGp: c.isGp })),
          rounding,
        );
  audit.push(
    auditStep(
      'Interest to existing commitments',
      'Σ interest, allocated by commitment',
      { endDate },
      total,
    ),
  );
  return { endDate, owedByAdmitted, receivedByExisting, lines, audit };
};
