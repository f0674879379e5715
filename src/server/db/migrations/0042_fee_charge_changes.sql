-- Issue 20: a fee charge's computed run is kept while its customer's data is unchanged
-- (src/server/fees/fee-charge-computed.ts); besides what a call reads, it reads its own charge
-- (period, offsets and waivers), which now notes its changes too.
--> statement-breakpoint
CREATE TRIGGER fee_charge_events_changes_insert AFTER INSERT ON fee_charge_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fee_charge_events_changes_update AFTER UPDATE ON fee_charge_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fee_charge_events_changes_delete AFTER DELETE ON fee_charge_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
