CREATE TABLE "hr_register_lines" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"employee_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hr_register_lines_employee_idx" ON "hr_register_lines" USING btree ("employee_id");--> statement-breakpoint
-- No foreign key to hr_employees: a register line outlives the person's record (docs/domain.md, "Staff register").
CREATE TRIGGER "hr_register_lines_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_register_lines" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();--> statement-breakpoint
-- The list cache follows its versions, as every HR table's (0011).
CREATE TRIGGER "hr_register_lines_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_register_lines" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();--> statement-breakpoint
-- A seed copied before this table: its copy, empty (a reset then empties it).
DO $$
BEGIN
  IF to_regclass('hr_seed.hr_employees') IS NOT NULL THEN
    CREATE TABLE IF NOT EXISTS hr_seed."hr_register_lines" AS TABLE "hr_register_lines" WITH NO DATA;
  END IF;
END
$$;
