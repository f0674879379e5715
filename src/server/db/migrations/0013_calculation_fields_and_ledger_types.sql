ALTER TABLE "transactions" ADD COLUMN "investment_type" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "security_type" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "is_fee_holdback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_versions" ADD COLUMN "version_calculation_type" text DEFAULT 'Other' NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_versions" ADD COLUMN "related_muuid_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_versions" ADD COLUMN "definitions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calculations" ADD COLUMN "aggregatable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calculations" ADD COLUMN "is_hypo_performance_metric" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calculations" ADD COLUMN "is_investment_performance_calculation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calculations" ADD COLUMN "time_periods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calculations" ADD COLUMN "calculation_definitions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_investment_type" CHECK ("transactions"."investment_type" IS NULL OR "transactions"."investment_type" IN ('debt', 'equity', 'mezzanine_debt', 'preferred_equity'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_security_type" CHECK ("transactions"."security_type" IS NULL OR "transactions"."security_type" IN ('debt', 'equity', 'llc_interest', 'partnership_interest', 'warrant'));