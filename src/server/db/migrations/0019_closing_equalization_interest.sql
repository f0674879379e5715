ALTER TABLE "closings" ADD COLUMN "equalization_interest_audit" jsonb;--> statement-breakpoint
-- Every fund family gets the codes finalizing a subsequent close posts for equalization interest:
-- not contributions (they do not reduce unfunded commitment), but they move capital and NAV.
INSERT INTO "transaction_codes" ("customer_id", "fund_family_id", "name", "display_name", "classification", "affects_net_irr", "affects_nav")
SELECT f."customer_id", f."id", c."name", c."display_name", 'equalization', true, true
FROM "fund_families" f
CROSS JOIN (VALUES
  ('equalization_interest_contribution', 'Equalization interest paid by admitted partners'),
  ('equalization_interest_distribution', 'Equalization interest received by existing partners')
) AS c("name", "display_name")
ON CONFLICT ("fund_family_id", "name") DO NOTHING;
