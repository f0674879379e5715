ALTER TABLE "customers" ADD COLUMN "preparer_may_approve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "closings" ADD COLUMN "sent_for_approval_by" uuid;--> statement-breakpoint
ALTER TABLE "closings" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_sent_for_approval_by_users_id_fk" FOREIGN KEY ("sent_for_approval_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;