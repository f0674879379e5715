-- Issue 17's finalize bench: posting 50,000 ledger rows spent half its database time keeping
-- commitment_ledger_totals. The totals are derived from the ledger, which has every foreign key:
-- a group exists only while ledger rows of its commitment, code and event do, and goes with them
-- (the triggers of 0032; an event's rows are deleted before the event). Their own foreign keys
-- were checked again on every group written and could never fail, so they go.
ALTER TABLE "commitment_ledger_totals" DROP CONSTRAINT "commitment_ledger_totals_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "commitment_ledger_totals" DROP CONSTRAINT "commitment_ledger_totals_fund_family_id_fund_families_id_fk";--> statement-breakpoint
ALTER TABLE "commitment_ledger_totals" DROP CONSTRAINT "commitment_ledger_totals_commitment_id_commitments_id_fk";--> statement-breakpoint
ALTER TABLE "commitment_ledger_totals" DROP CONSTRAINT "commitment_ledger_totals_closing_event_id_fund_family_events_id_fk";--> statement-breakpoint
ALTER TABLE "commitment_ledger_totals" DROP CONSTRAINT "commitment_ledger_totals_transaction_code_id_transaction_codes_id_fk";--> statement-breakpoint
-- Adding rows never empties a group: only taking rows away looks for empty groups to delete.
CREATE OR REPLACE FUNCTION commitment_ledger_totals_add(
  customer_ids uuid[], fund_family_ids uuid[], event_ids uuid[], commitment_ids uuid[],
  drafts boolean[], code_ids uuid[], amounts bigint[], sign integer
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO commitment_ledger_totals AS totals (
    customer_id, fund_family_id, commitment_id, is_draft, event_type, closing_event_id,
    transaction_code_id, is_positive, amount_cents, row_count
  )
  SELECT r.customer_id, r.fund_family_id, r.commitment_id, r.is_draft, e.event_type,
         CASE WHEN e.event_type = 'closing' THEN e.id END,
         r.transaction_code_id, r.amount_cents > 0,
         (sign * sum(r.amount_cents))::bigint, (sign * count(*))::integer
  FROM unnest(customer_ids, fund_family_ids, event_ids, commitment_ids, drafts, code_ids, amounts)
    AS r(customer_id, fund_family_id, fund_family_event_id, commitment_id, is_draft,
         transaction_code_id, amount_cents)
  JOIN fund_family_events e ON e.id = r.fund_family_event_id
  WHERE r.commitment_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  -- One order for every writer, so two postings touching the same groups queue, not deadlock.
  ORDER BY 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT commitment_ledger_totals_group DO UPDATE
    SET amount_cents = totals.amount_cents + excluded.amount_cents,
        row_count = totals.row_count + excluded.row_count;
  DELETE FROM commitment_ledger_totals
  WHERE sign < 0 AND row_count = 0 AND commitment_id = ANY (commitment_ids);
$$;
