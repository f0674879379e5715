-- Issue 17: a draft call's computed figures are kept while its customer's data is unchanged
-- (src/server/cache/snapshot-cache.ts). They read, besides the tables 0033 follows, the call
-- itself, the allocation rule graphs and their versions, the calculations the rules evaluate,
-- class changes, fees and class fee overrides: each now notes its changes too.
--> statement-breakpoint
CREATE TRIGGER allocation_rule_graphs_changes_insert AFTER INSERT ON allocation_rule_graphs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER allocation_rule_graphs_changes_update AFTER UPDATE ON allocation_rule_graphs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER allocation_rule_graphs_changes_delete AFTER DELETE ON allocation_rule_graphs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER allocation_rule_graph_versions_changes_insert AFTER INSERT ON allocation_rule_graph_versions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER allocation_rule_graph_versions_changes_update AFTER UPDATE ON allocation_rule_graph_versions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER allocation_rule_graph_versions_changes_delete AFTER DELETE ON allocation_rule_graph_versions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER calculations_changes_insert AFTER INSERT ON calculations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER calculations_changes_update AFTER UPDATE ON calculations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER calculations_changes_delete AFTER DELETE ON calculations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER commitment_class_changes_changes_insert AFTER INSERT ON commitment_class_changes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER commitment_class_changes_changes_update AFTER UPDATE ON commitment_class_changes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER commitment_class_changes_changes_delete AFTER DELETE ON commitment_class_changes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fees_changes_insert AFTER INSERT ON fees
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fees_changes_update AFTER UPDATE ON fees
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER fees_changes_delete AFTER DELETE ON fees
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER investor_class_fee_overrides_changes_insert AFTER INSERT ON investor_class_fee_overrides
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER investor_class_fee_overrides_changes_update AFTER UPDATE ON investor_class_fee_overrides
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER investor_class_fee_overrides_changes_delete AFTER DELETE ON investor_class_fee_overrides
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER capital_calls_changes_insert AFTER INSERT ON capital_calls
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER capital_calls_changes_update AFTER UPDATE ON capital_calls
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
CREATE TRIGGER capital_calls_changes_delete AFTER DELETE ON capital_calls
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow();
--> statement-breakpoint
-- calculation_versions has no customer column: its calculation says whose it is.
CREATE FUNCTION customer_data_changes_follow_calculation_versions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM customer_data_changes_note(array_agg(c.customer_id))
    FROM old_rows o JOIN calculations c ON c.id = o.calculation_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM customer_data_changes_note(array_agg(c.customer_id))
    FROM new_rows n JOIN calculations c ON c.id = n.calculation_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER calculation_versions_changes_insert AFTER INSERT ON calculation_versions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow_calculation_versions();
--> statement-breakpoint
CREATE TRIGGER calculation_versions_changes_update AFTER UPDATE ON calculation_versions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow_calculation_versions();
--> statement-breakpoint
CREATE TRIGGER calculation_versions_changes_delete AFTER DELETE ON calculation_versions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_data_changes_follow_calculation_versions();
