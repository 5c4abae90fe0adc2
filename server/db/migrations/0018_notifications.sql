CREATE TABLE "notification_reminders" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "notification_reminders_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"request_kind" text,
	"request_id" integer,
	"details" jsonb NOT NULL,
	"path" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"mailed" boolean NOT NULL,
	"created_at" text NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_settings" jsonb;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;