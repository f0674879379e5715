import { and, eq, lte } from 'drizzle-orm';
import { fund_family_events, transactions } from '../db/schema';

/**
 * The ledger rows of one fund family that count on `asOf`: final (not draft) rows of
 * completed events, effective on or before that day. The query must join
 * `fund_family_events` on the row's event.
 */
export const postedAsOf = (scope: { customerId: string; fundFamilyId: string; asOf: string }) =>
  and(
    eq(transactions.customer_id, scope.customerId),
    eq(transactions.fund_family_id, scope.fundFamilyId),
    lte(transactions.effective_date, scope.asOf),
    eq(transactions.is_draft, false),
    eq(fund_family_events.state, 'completed'),
  );
