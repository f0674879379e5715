-- Equalization interest is not capital (model LPA §5.1): it passes between partners outside their
-- capital accounts, so the built-in interest codes (and their transfer twins) do not affect NAV.
-- That flag is how the figures tell interest from capital equalization (docs/figures.md).
-- Idempotent: it only sets a flag.
UPDATE "transaction_codes" SET "affects_nav" = false
WHERE "name" IN (
  'equalization_interest_contribution',
  'equalization_interest_distribution',
  'transfer_equalization_interest_contribution',
  'transfer_equalization_interest_distribution'
);
