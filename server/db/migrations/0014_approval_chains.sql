CREATE TABLE "hr_approval_policies" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_stand_ins" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
-- One policy per subject and leave type (none: the leave policy of every type without its own).
CREATE UNIQUE INDEX "hr_approval_policies_one_per_subject" ON "hr_approval_policies" USING btree (("data"->>'subject'), (coalesce("data"->>'leaveTypeId', '')));--> statement-breakpoint
CREATE INDEX "hr_stand_ins_stand_in_idx" ON "hr_stand_ins" USING btree ((("data"->>'standInId')::int));--> statement-breakpoint
-- As every HR table: a reset puts back what was written (0008), the list cache follows its versions (0011).
CREATE TRIGGER "hr_approval_policies_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_approval_policies" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();--> statement-breakpoint
CREATE TRIGGER "hr_stand_ins_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_stand_ins" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();--> statement-breakpoint
CREATE TRIGGER "hr_approval_policies_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_approval_policies" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();--> statement-breakpoint
CREATE TRIGGER "hr_stand_ins_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_stand_ins" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();--> statement-breakpoint
-- A seed copied before these tables: their copy, empty (a reset then empties them).
DO $$
BEGIN
  IF to_regclass('hr_seed.hr_employees') IS NOT NULL THEN
    CREATE TABLE IF NOT EXISTS hr_seed."hr_approval_policies" AS TABLE "hr_approval_policies" WITH NO DATA;
    CREATE TABLE IF NOT EXISTS hr_seed."hr_stand_ins" AS TABLE "hr_stand_ins" WITH NO DATA;
  END IF;
END
$$;
