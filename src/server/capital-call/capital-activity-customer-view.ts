import { asc, eq } from 'drizzle-orm';
import type {
  CustomerCapitalActivity,
  EqualizationAvailability,
} from '../../api/capital-activity-customer';
import { equalizationOutstanding } from '../../domain/ledger-figures';
import { ledgerRowsWhere } from '../commitment/commitment-ledger';
import type { Database } from '../db/database';
import { fund_families, transactions } from '../db/schema';
import { figureRow } from '../ledger/ledger-figure-rows';
import type { Scope } from '../scope';
import { listCapitalActivity } from './capital-call-view';

/** The customer's fund families, by name (every user of the customer sees all of them). */
const familiesOf = (db: Database, scope: Scope) =>
  db
    .select({ id: fund_families.id, name: fund_families.name, currency: fund_families.currency })
    .from(fund_families)
    .where(eq(fund_families.customer_id, scope.customerId))
    .orderBy(asc(fund_families.name));

/**
 * GET /capital-activity/: every fund family's capital-activity list (listCapitalActivity, the one
 * function behind each family's page, so the figures agree), newest first across families; on
 * one date, families by name and each family's own order.
 */
export async function listCustomerCapitalActivity(
  db: Database,
  scope: Scope,
): Promise<CustomerCapitalActivity> {
  const events: CustomerCapitalActivity['events'] = [];
  for (const family of await familiesOf(db, scope)) {
    const list = await listCapitalActivity(db, scope, family.id);
    for (const event of list.events)
      events.push({
        ...event,
        fund_family_id: family.id,
        fund_family_name: family.name,
        currency: family.currency,
      });
  }
  // A stable sort keeps the families' name order and each family's own order within a date.
  events.sort((a, b) => b.effective_date.localeCompare(a.effective_date));
  return { events };
}

type Outstanding = { to_pay_cents: number; to_receive_cents: number };
const none = (): Outstanding => ({ to_pay_cents: 0, to_receive_cents: 0 });
const add = (into: Outstanding, part: { toPay: number; toReceive: number }) => {
  into.to_pay_cents += part.toPay;
  into.to_receive_cents += part.toReceive;
};

/**
 * GET /capital-activity/equalization-availability: per fund family, the closings whose
 * equalization is still outstanding (draft rows, spec §4: "A needed equalization stays
 * outstanding until a capital event completes it"), each closing's part from
 * equalizationOutstanding over one commitment's posted rows and that closing's drafts (the
 * posted rows say which events admitted it, so who pays), summed over commitments.
 */
export async function getEqualizationAvailability(
  db: Database,
  scope: Scope,
): Promise<EqualizationAvailability> {
  const result: EqualizationAvailability['fund_families'] = [];
  for (const family of await familiesOf(db, scope)) {
    const rows = await ledgerRowsWhere(db, scope, [eq(transactions.fund_family_id, family.id)]);
    const byCommitment = new Map<string, typeof rows>();
    for (const row of rows) {
      const list = byCommitment.get(row.commitment_id) ?? [];
      list.push(row);
      byCommitment.set(row.commitment_id, list);
    }
    type Closing = EqualizationAvailability['fund_families'][number]['closings'][number];
    const closings = new Map<string, Closing>();
    for (const own of byCommitment.values()) {
      const drafts = new Set(
        own.filter((r) => r.is_draft && r.event_type === 'closing').map((r) => r.event_id),
      );
      for (const eventId of drafts) {
        const part = equalizationOutstanding(
          own.filter((r) => !r.is_draft || r.event_id === eventId).map(figureRow),
        );
        if (part.capital.rows + part.interest.rows === 0) continue;
        const first = own.find((r) => r.event_id === eventId)!;
        const closing = closings.get(eventId) ?? {
          event_id: eventId,
          name: first.event_name,
          effective_date: first.effective_date,
          capital: none(),
          interest: none(),
          commitments: 0,
          rows: 0,
        };
        add(closing.capital, part.capital);
        add(closing.interest, part.interest);
        closing.commitments += 1;
        closing.rows += part.capital.rows + part.interest.rows;
        closings.set(eventId, closing);
      }
    }
    if (closings.size === 0) continue;
    const list = [...closings.values()].sort((a, b) =>
      a.effective_date.localeCompare(b.effective_date),
    );
    const capital = none();
    const interest = none();
    for (const c of list) {
      add(capital, { toPay: c.capital.to_pay_cents, toReceive: c.capital.to_receive_cents });
      add(interest, { toPay: c.interest.to_pay_cents, toReceive: c.interest.to_receive_cents });
    }
    result.push({
      fund_family_id: family.id,
      fund_family_name: family.name,
      currency: family.currency,
      capital,
      interest,
      closings: list,
    });
  }
  return { fund_families: result };
}
