import { createCapitalCall } from '../capital-call/capital-call-service';
import { finalizeCapitalCall } from '../capital-call/capital-call-finalize';
import { draftFeeCall } from '../fees/fee-call';
import type { Scope } from '../scope';
import type { Database } from './database';

type Users = { writer: string; approver: string };

/**
 * The demo's capital calls, made through the capital-call service as a team makes them: the
 * writer drafts, the approver finalizes (maker-checker).
 *
 * Capital call 1 (due 2025-06-30) calls 20% of the first close's commitments for investments
 * and 0.5% for fund expenses (83,650,000.00 and 2,091,250.00 of 418,250,000.00; every
 * commitment is a multiple of 250,000.00, so each is called exactly 20% and 0.5%), and collects
 * the management fee of the quarter it falls in: it is drafted from the published Q2 2025 fee
 * charge (draftFeeCall, as "Draft the capital call for these fees" does), whose fee line calls
 * each LP exactly the net fee that charge posted (1,995,767.12 in all: 2% a year × 91/365 of
 * each commitment, Class A 1.5%, the GP's Class G 2% until 2025-06-30). Paid in 87,737,017.12
 * (README).
 *
 * What is coherent (issue 20): a fee charge posts the fee to each capital account (what the LP
 * owes); a call collects the cash for it. So the call's fee line is the charge's own figures,
 * per LP, and the charge is linked to the call, which then refuses a second call of the same
 * charge: no LP is called a fee twice, nor a fee that was not charged. The call collects one
 * charge (a call is linked to one): Q1 2025 (the first close's day alone), Q3 and Q4 2025 are
 * charged and not called yet, as a fund that calls fees with its next capital call would have
 * them.
 */
export async function seedDemoCapitalCall(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  firstCloseCents: number,
  feeChargeEventId: string,
  users: Users,
): Promise<void> {
  const part = (percentTimesTen: number) => (firstCloseCents * percentTimesTen) / 1000;
  const eventId = await draftFeeCall(
    tx,
    scope,
    feeChargeEventId,
    { notice_date: '2025-06-16', due_date: '2025-06-30' },
    users.writer,
    (feeLine) => [
      {
        kind: 'investment',
        description: 'Investments',
        amount_cents: part(200),
        transaction_code: 'contribution_investment',
        overrides: [],
      },
      feeLine,
      {
        kind: 'fund_expenses',
        description: 'Fund expenses',
        amount_cents: part(5),
        transaction_code: 'contribution_expenses',
        overrides: [],
      },
    ],
  );
  await finalizeCapitalCall(tx, scope, fundFamilyId, eventId, users.approver);
}

/**
 * A draft call waiting for an approver to finalize it (Capital call 2, due 2026-01-20): an
 * investment of 5% of the 540,500,000.00 committed (27,025,000.00, exactly 5% of each
 * commitment) and the quarter's management fee, typed as 0.5% (2% a year) of the commitments
 * outside the GP's fee-exempt Class G: 2,677,500.00, which the GP does not pay. The Q1 2026 fee
 * charge waits as a draft beside it (2,552,054.81 when computed: Class A pays 1.5% and days
 * count actual/365); this typed line is not that charge's, and left as the demo has long had it:
 * a user who publishes the charge drafts its call from it instead of finalizing this line.
 */
export async function seedDemoDraftCall(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  users: Users,
): Promise<void> {
  await createCapitalCall(
    tx,
    scope,
    fundFamilyId,
    {
      name: null,
      notice_date: '2026-01-05',
      due_date: '2026-01-20',
      allocation_rule_graph_id: null,
      uses: [
        {
          kind: 'investment',
          description: 'Investment in Northwind Logistics',
          amount_cents: 27_025_000_00,
          transaction_code: 'contribution_investment',
          overrides: [],
        },
        {
          kind: 'management_fees',
          description: 'Management fee Q1 2026',
          amount_cents: 2_677_500_00,
          transaction_code: 'contribution_management_fee',
          overrides: [],
        },
      ],
    },
    users.writer,
  );
}
