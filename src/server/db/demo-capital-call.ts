import { createCapitalCall } from '../capital-call/capital-call-service';
import { finalizeCapitalCall } from '../capital-call/capital-call-finalize';
import type { Scope } from '../scope';
import type { Database } from './database';

type Users = { writer: string; approver: string };

/**
 * The demo's capital calls, made through the capital-call service as a team makes them: the
 * writer drafts, the approver finalizes (maker-checker).
 *
 * Capital call 1 (due 2025-06-30) calls 20% of the first close's commitments for investments,
 * 1% for management fees and 0.5% for fund expenses: 83,650,000.00, 4,182,500.00 and
 * 2,091,250.00 of 418,250,000.00, paid in 89,923,750.00 (README). The family allocates pro rata
 * by commitment and every commitment is a multiple of 250,000.00, so each is called exactly
 * 20%, 1% and 0.5% of its commitment, with nothing left to round. The GP's Class G waives its
 * fee only from 2025-07-01, so on that date the GP pays its fee like everyone (the terms in force
 * then, so a refresh of the call posts the same rows).
 */
export async function seedDemoCapitalCall(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  firstCloseCents: number,
  users: Users,
): Promise<void> {
  const part = (percentTimesTen: number) => (firstCloseCents * percentTimesTen) / 1000;
  const eventId = await createCapitalCall(
    tx,
    scope,
    fundFamilyId,
    {
      name: null,
      notice_date: '2025-06-16',
      due_date: '2025-06-30',
      allocation_rule_graph_id: null,
      uses: [
        {
          kind: 'investment',
          description: 'Investments',
          amount_cents: part(200),
          transaction_code: 'contribution_investment',
          overrides: [],
        },
        {
          kind: 'management_fees',
          description: 'Management fees',
          amount_cents: part(10),
          transaction_code: 'contribution_management_fee',
          overrides: [],
        },
        {
          kind: 'fund_expenses',
          description: 'Fund expenses',
          amount_cents: part(5),
          transaction_code: 'contribution_expenses',
          overrides: [],
        },
      ],
    },
    users.writer,
  );
  await finalizeCapitalCall(tx, scope, fundFamilyId, eventId, users.approver);
}

/**
 * A draft call waiting for an approver to finalize it (Capital call 2, due 2026-01-20): an
 * investment of 5% of the 540,500,000.00 committed (27,025,000.00, exactly 5% of each
 * commitment) and the quarter's management fee, typed as 0.5% (2% a year) of the commitments
 * outside the GP's fee-exempt Class G: 2,677,500.00, which the GP does not pay.
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
