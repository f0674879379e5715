ALTER TABLE "fees" ADD COLUMN "proration" text DEFAULT 'day_count' NOT NULL;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_proration_check" CHECK ("proration" IN ('model_lpa', 'day_count'));
