import { dayNumber, quarterStart } from '../day-count';
import { DomainError } from '../domain-error';
import { assertCents, formatCents, type AuditStep } from '../money';
import {
  NAV_COMPONENTS,
  type NavComponent,
  type NavRollForward,
  type NavRollForwardLine,
  type PerformanceTransaction,
} from './types';

const FIELD: Record<NavComponent, keyof NavRollForwardLine> = {
  contribution: 'contributions',
  distribution: 'distributions',
  management_fee: 'managementFees',
  fund_expense: 'fundExpenses',
  income: 'income',
  realized_gain_loss: 'realizedGainLoss',
  unrealized_gain_loss: 'unrealizedGainLoss',
  accrued_carried_interest: 'accruedCarriedInterest',
};

function emptyLine(): NavRollForwardLine {
  return {
    beginning: 0,
    contributions: 0,
    distributions: 0,
    managementFees: 0,
    fundExpenses: 0,
    income: 0,
    realizedGainLoss: 0,
    unrealizedGainLoss: 0,
    accruedCarriedInterest: 0,
    ending: 0,
  };
}

function addLine(into: NavRollForwardLine, line: NavRollForwardLine): void {
  for (const key of Object.keys(into) as (keyof NavRollForwardLine)[])
    into[key] = assertCents(into[key] + line[key]);
}

/**
 * NAV rolled forward over a period, from the ledger alone: beginning NAV is every NAV-flagged row
 * before the period; then beginning + contributions − distributions − management fees − fund
 * expenses + income + realized + change in unrealized − change in accrued carry = ending, per
 * commitment, per investor (its commitments) and for the fund (everything).
 */
export function navRollForward(input: {
  transactions: readonly PerformanceTransaction[];
  periodStart: string;
  periodEnd: string;
}): NavRollForward {
  const start = dayNumber(input.periodStart);
  const end = dayNumber(input.periodEnd);
  if (end < start)
    throw new DomainError(
      `The period ends (${input.periodEnd}) before it starts (${input.periodStart})`,
      'invalid_period',
    );
  const commitments: Record<string, NavRollForwardLine> = {};
  const investorOf = new Map<string, string>();
  for (const row of input.transactions) {
    if (!row.flags.affectsNav) continue;
    if (!row.navComponent || !(row.navComponent in NAV_COMPONENTS)) {
      throw new DomainError(
        `A NAV row of ${row.commitmentId} on ${row.date} has no roll-forward line (navComponent)`,
        'missing_nav_component',
      );
    }
    const day = dayNumber(row.date);
    if (day > end) continue;
    if (row.investorEntityId) investorOf.set(row.commitmentId, row.investorEntityId);
    const line = (commitments[row.commitmentId] ??= emptyLine());
    const signed = NAV_COMPONENTS[row.navComponent] * assertCents(row.amount);
    if (day < start) line.beginning += signed;
    else line[FIELD[row.navComponent]] += row.amount;
    line.ending += signed;
  }
  const investors: Record<string, NavRollForwardLine> = {};
  const fund = emptyLine();
  for (const [id, line] of Object.entries(commitments)) {
    addLine(fund, line);
    const investor = investorOf.get(id);
    if (investor) addLine((investors[investor] ??= emptyLine()), line);
  }
  const steps: AuditStep[] = [
    {
      step: `NAV roll-forward ${input.periodStart} to ${input.periodEnd}`,
      formula:
        'ending = beginning + contributions − distributions − management fees − fund expenses + income + realized gain/loss + change in unrealized − change in accrued carry',
      inputs: {
        beginning: formatCents(fund.beginning),
        contributions: formatCents(fund.contributions),
        distributions: formatCents(fund.distributions),
        'management fees': formatCents(fund.managementFees),
        'fund expenses': formatCents(fund.fundExpenses),
        income: formatCents(fund.income),
        'realized gain/loss': formatCents(fund.realizedGainLoss),
        'change in unrealized': formatCents(fund.unrealizedGainLoss),
        'change in accrued carry': formatCents(fund.accruedCarriedInterest),
      },
      value: formatCents(fund.ending),
    },
  ];
  return {
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    commitments,
    investors,
    fund,
    steps,
  };
}

/** Quarter-to-date, year-to-date and inception-to-date roll-forwards at a date, as the ILPA template shows them. */
export function navRollForwardPeriods(
  transactions: readonly PerformanceTransaction[],
  asOf: string,
  inception: string,
) {
  const yearStart = `${asOf.slice(0, 4)}-01-01`;
  return {
    qtd: navRollForward({ transactions, periodStart: quarterStart(asOf), periodEnd: asOf }),
    ytd: navRollForward({ transactions, periodStart: yearStart, periodEnd: asOf }),
    itd: navRollForward({ transactions, periodStart: inception, periodEnd: asOf }),
  };
}
