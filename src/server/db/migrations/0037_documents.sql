CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_family_id" uuid,
	"document_type" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint,
	"sha256" text,
	"state" text DEFAULT 'no_upload' NOT NULL,
	"error" text,
	"storage_key" text NOT NULL,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "documents_size_not_negative" CHECK ("documents"."size" IS NULL OR "documents"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "upload_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"display_name" text NOT NULL,
	"allowed_extensions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_configurations_type" UNIQUE("customer_id","document_type")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_fund_family_id_fund_families_id_fk" FOREIGN KEY ("fund_family_id") REFERENCES "public"."fund_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_configurations" ADD CONSTRAINT "upload_configurations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_customer_type_idx" ON "documents" USING btree ("customer_id","document_type");--> statement-breakpoint
CREATE INDEX "documents_fund_family_idx" ON "documents" USING btree ("fund_family_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_state_known" CHECK ("state" IN ('no_upload', 'upload_succeeded', 'upload_failed', 'queued_for_ingestion', 'ingesting', 'failed_ingestion', 'out_of_date', 'successful_ingestion', 'deleted'));
