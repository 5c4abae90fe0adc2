CREATE TABLE "hr_exit_items" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"employee_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hr_exit_items_employee_idx" ON "hr_exit_items" USING btree ("employee_id");--> statement-breakpoint
ALTER TABLE "hr_exit_items" ADD CONSTRAINT "hr_exit_items_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "hr_employees"("key") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE TRIGGER "hr_exit_items_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_exit_items" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();--> statement-breakpoint
-- The list cache follows its versions, as every HR table's (0011).
CREATE TRIGGER "hr_exit_items_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_exit_items" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();--> statement-breakpoint
-- A seed copied before this table: its copy, empty (a reset then empties it).
DO $$
BEGIN
  IF to_regclass('hr_seed.hr_employees') IS NOT NULL THEN
    CREATE TABLE IF NOT EXISTS hr_seed."hr_exit_items" AS TABLE "hr_exit_items" WITH NO DATA;
  END IF;
END
$$;
