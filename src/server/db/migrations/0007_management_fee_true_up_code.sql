-- Every fund family gets the management fee true-up code that finalizing a subsequent close posts.
INSERT INTO "transaction_codes" ("customer_id", "fund_family_id", "name", "display_name", "classification", "affects_net_irr", "affects_nav")
SELECT "customer_id", "id", 'management_fee_true_up', 'Management fee true-up', 'management_fee', true, true
FROM "fund_families"
ON CONFLICT ("fund_family_id", "name") DO NOTHING;
