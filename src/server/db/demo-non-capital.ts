import { allocateFundExpense } from '../capital-call/capital-activity-fund-expense-allocation';
import type { Database } from './database';
import { transaction_codes } from './schema';

/**
 * The demo's organizational expenses: $412,345.67 paid from the fund's own cash on 2025-08-15
 * and allocated to the first-close commitments by commitment, not called as capital, through
 * the product's fund expense allocation (the fund's rounding: cents, GP then largest). The
 * second close then shows a non-capital equalization of them (spec §2 closing tabs).
 */
export async function postDemoOrganizationalExpenses(
  tx: Database,
  customerId: string,
  fundFamilyId: string,
) {
  // The fund's own code for it: an expense charged to the capital accounts, not called.
  await tx.insert(transaction_codes).values({
    customer_id: customerId,
    fund_family_id: fundFamilyId,
    name: 'organizational_expenses',
    display_name: 'Organizational expenses (allocated)',
    classification: 'expenses',
    affects_nav: true,
    affects_net_irr: true,
  });
  await allocateFundExpense(tx, { customerId }, fundFamilyId, {
    name: 'Organizational expenses',
    effective_date: '2025-08-15',
    amount_cents: 412_345_67,
    transaction_code: 'organizational_expenses',
  });
}
