DROP INDEX "hr_sequence_values_idx";--> statement-breakpoint
ALTER TABLE "hr_sequence_values" ADD COLUMN "group_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "hr_sequence_values_group_idx" ON "hr_sequence_values" USING btree ("table_name","name","group_name","value");