ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "owner_set" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "owner_id" integer;--> statement-breakpoint
-- Mail written before the server delivered any was read with `npm run outbox` and handed over:
-- none of it goes out now (an old code would arrive long after); "Send again" still may.
UPDATE "outbox" SET "status" = 'failed', "last_error" = 'Écrit avant que le serveur n''envoie le courrier : lu avec npm run outbox.';--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_claimed_idx" ON "outbox" USING btree ("claimed_until") WHERE "outbox"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "outbox_owner_idx" ON "outbox" USING btree ("owner_set","owner_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('queued', 'sending', 'sent', 'failed'));