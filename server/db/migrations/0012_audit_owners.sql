ALTER TABLE "audit_entries" ADD COLUMN "owner_set" text;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "owner_id" integer;--> statement-breakpoint
CREATE INDEX "audit_entries_owner_idx" ON "audit_entries" USING btree ("owner_set","owner_id","id");