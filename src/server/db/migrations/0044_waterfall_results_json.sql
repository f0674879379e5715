ALTER TABLE "waterfall_run_results" ALTER COLUMN "result" SET DATA TYPE json USING "result"::json;--> statement-breakpoint
ALTER TABLE "waterfall_run_results" ADD COLUMN "revision" integer;--> statement-breakpoint
UPDATE "waterfall_run_results" SET "revision" = ("result"->>'revision')::int;--> statement-breakpoint
ALTER TABLE "waterfall_run_results" ALTER COLUMN "revision" SET NOT NULL;
