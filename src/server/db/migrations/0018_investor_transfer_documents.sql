CREATE TABLE "investor_transfer_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"investor_transfer_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"document_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_transfer_documents_size" CHECK ("investor_transfer_documents"."size" = octet_length("investor_transfer_documents"."content"))
);
--> statement-breakpoint
ALTER TABLE "investor_transfer_documents" ADD CONSTRAINT "investor_transfer_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_transfer_documents" ADD CONSTRAINT "investor_transfer_documents_investor_transfer_id_investor_transfers_id_fk" FOREIGN KEY ("investor_transfer_id") REFERENCES "public"."investor_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_transfer_documents" ADD CONSTRAINT "investor_transfer_documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_transfer_documents_transfer_idx" ON "investor_transfer_documents" USING btree ("investor_transfer_id");