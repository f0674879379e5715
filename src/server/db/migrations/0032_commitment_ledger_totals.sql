CREATE TABLE "commitment_ledger_totals" (
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid NOT NULL,
	"commitment_id" uuid NOT NULL,
	"is_draft" boolean NOT NULL,
	"event_type" text NOT NULL,
	"closing_event_id" uuid,
	"transaction_code_id" uuid NOT NULL,
	"is_positive" boolean NOT NULL,
	"amount_cents" bigint NOT NULL,
	"row_count" integer NOT NULL,
	CONSTRAINT "commitment_ledger_totals_group" UNIQUE NULLS NOT DISTINCT("commitment_id","is_draft","event_type","closing_event_id","transaction_code_id","is_positive")
);
--> statement-breakpoint
ALTER TABLE "commitment_ledger_totals" ADD CONSTRAINT "commitment_ledger_totals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_ledger_totals" ADD CONSTRAINT "commitment_ledger_totals_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_ledger_totals" ADD CONSTRAINT "commitment_ledger_totals_commitment_id_commitments_id_fk" FOREIGN KEY ("commitment_id") REFERENCES "public"."commitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_ledger_totals" ADD CONSTRAINT "commitment_ledger_totals_closing_event_id_fund_family_events_id_fk" FOREIGN KEY ("closing_event_id") REFERENCES "public"."fund_family_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_ledger_totals" ADD CONSTRAINT "commitment_ledger_totals_transaction_code_id_transaction_codes_id_fk" FOREIGN KEY ("transaction_code_id") REFERENCES "public"."transaction_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 16: the totals follow the ledger in the same transaction as every change to it.
-- Adds (sign 1) or takes away (sign -1) some ledger rows from their commitments' totals; a group
-- left with no rows goes, so the totals hold exactly the groups the ledger has.
CREATE FUNCTION commitment_ledger_totals_add(
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
  WHERE row_count = 0 AND commitment_id = ANY (commitment_ids);
$$;
--> statement-breakpoint
-- A transition table's rows go to the function as one array per column (a transition table
-- cannot be passed on, and its rows do not cast to the table's own row type).
CREATE FUNCTION commitment_ledger_totals_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM commitment_ledger_totals_add(
      array_agg(customer_id), array_agg(fund_family_id), array_agg(fund_family_event_id),
      array_agg(commitment_id), array_agg(is_draft), array_agg(transaction_code_id),
      array_agg(amount_cents), -1)
    FROM old_rows;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM commitment_ledger_totals_add(
      array_agg(customer_id), array_agg(fund_family_id), array_agg(fund_family_event_id),
      array_agg(commitment_id), array_agg(is_draft), array_agg(transaction_code_id),
      array_agg(amount_cents), 1)
    FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_totals_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION commitment_ledger_totals_follow();
--> statement-breakpoint
CREATE TRIGGER transactions_totals_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION commitment_ledger_totals_follow();
--> statement-breakpoint
CREATE TRIGGER transactions_totals_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION commitment_ledger_totals_follow();
--> statement-breakpoint
CREATE FUNCTION commitment_ledger_totals_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM commitment_ledger_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_totals_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION commitment_ledger_totals_clear();
--> statement-breakpoint
-- An event's rows go before the event: deleted by the foreign key's cascade after it, they
-- could no longer say whether their event was a closing, and their totals would stay.
CREATE FUNCTION fund_family_events_delete_ledger_first() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM transactions WHERE fund_family_event_id = OLD.id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER fund_family_events_ledger_first BEFORE DELETE ON fund_family_events
  FOR EACH ROW EXECUTE FUNCTION fund_family_events_delete_ledger_first();
--> statement-breakpoint
-- The totals summed afresh from the whole ledger: here for the rows already posted, and after a
-- bulk load that skipped triggers (session_replication_role = replica, as the bench seeds).
CREATE FUNCTION commitment_ledger_totals_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM commitment_ledger_totals;
  INSERT INTO commitment_ledger_totals (
    customer_id, fund_family_id, commitment_id, is_draft, event_type, closing_event_id,
    transaction_code_id, is_positive, amount_cents, row_count
  )
  SELECT r.customer_id, r.fund_family_id, r.commitment_id, r.is_draft, e.event_type,
         CASE WHEN e.event_type = 'closing' THEN e.id END,
         r.transaction_code_id, r.amount_cents > 0, sum(r.amount_cents)::bigint, count(*)::integer
  FROM transactions r
  JOIN fund_family_events e ON e.id = r.fund_family_event_id
  WHERE r.commitment_id IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
$$;
--> statement-breakpoint
SELECT commitment_ledger_totals_rebuild();
