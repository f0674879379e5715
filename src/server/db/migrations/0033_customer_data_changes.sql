CREATE TABLE "customer_data_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_data_changes_customer_xid" ON "customer_data_changes" USING btree ("customer_id","xid");--> statement-breakpoint
-- Issue 16: notes which customers a statement changed, with the transaction's id.
CREATE FUNCTION customer_data_changes_note(customer_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO customer_data_changes (customer_id)
  SELECT DISTINCT id FROM unnest(customer_ids) AS id WHERE id IS NOT NULL;
$$;
--> statement-breakpoint
CREATE FUNCTION customer_data_changes_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM customer_data_changes_note(array_agg(customer_id)) FROM old_rows;
  ELSE
    PERFORM customer_data_changes_note(array_agg(customer_id)) FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- closing_commitments has no customer column: its commitment says whose it is.
CREATE FUNCTION customer_data_changes_follow_closing_commitments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM customer_data_changes_note(array_agg(c.customer_id))
    FROM old_rows o JOIN commitments c ON c.id = o.commitment_id;
  ELSE
    PERFORM customer_data_changes_note(array_agg(c.customer_id))
    FROM new_rows n JOIN commitments c ON c.id = n.commitment_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER investors_changes_insert AFTER INSERT ON investors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER investors_changes_update AFTER UPDATE ON investors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER investors_changes_delete AFTER DELETE ON investors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER investor_entities_changes_insert AFTER INSERT ON investor_entities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER investor_entities_changes_update AFTER UPDATE ON investor_entities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER investor_entities_changes_delete AFTER DELETE ON investor_entities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER investor_entity_relationships_changes_insert AFTER INSERT ON investor_entity_relationships
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER investor_entity_relationships_changes_update AFTER UPDATE ON investor_entity_relationships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER investor_entity_relationships_changes_delete AFTER DELETE ON investor_entity_relationships
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER commitments_changes_insert AFTER INSERT ON commitments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER commitments_changes_update AFTER UPDATE ON commitments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER commitments_changes_delete AFTER DELETE ON commitments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fund_families_changes_insert AFTER INSERT ON fund_families
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fund_families_changes_update AFTER UPDATE ON fund_families
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fund_families_changes_delete AFTER DELETE ON fund_families
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fund_entities_changes_insert AFTER INSERT ON fund_entities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fund_entities_changes_update AFTER UPDATE ON fund_entities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fund_entities_changes_delete AFTER DELETE ON fund_entities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER transactions_changes_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER transactions_changes_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER transactions_changes_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER transaction_codes_changes_insert AFTER INSERT ON transaction_codes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER transaction_codes_changes_update AFTER UPDATE ON transaction_codes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER transaction_codes_changes_delete AFTER DELETE ON transaction_codes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER closings_changes_insert AFTER INSERT ON closings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER closings_changes_update AFTER UPDATE ON closings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER closings_changes_delete AFTER DELETE ON closings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fund_family_events_changes_insert AFTER INSERT ON fund_family_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fund_family_events_changes_update AFTER UPDATE ON fund_family_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fund_family_events_changes_delete AFTER DELETE ON fund_family_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER closing_commitments_changes_insert AFTER INSERT ON closing_commitments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow_closing_commitments();
--> statement-breakpoint
CREATE TRIGGER closing_commitments_changes_update AFTER UPDATE ON closing_commitments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow_closing_commitments();
--> statement-breakpoint
CREATE TRIGGER closing_commitments_changes_delete AFTER DELETE ON closing_commitments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow_closing_commitments();
