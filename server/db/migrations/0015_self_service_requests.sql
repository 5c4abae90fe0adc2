CREATE TABLE "hr_attendance_corrections" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"employee_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_private_changes" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"employee_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hr_attendance_corrections_employee_idx" ON "hr_attendance_corrections" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "hr_private_changes_employee_idx" ON "hr_private_changes" USING btree ("employee_id");--> statement-breakpoint
ALTER TABLE "hr_attendance_corrections" ADD CONSTRAINT "hr_attendance_corrections_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "hr_employees"("key") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "hr_private_changes" ADD CONSTRAINT "hr_private_changes_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "hr_employees"("key") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE TRIGGER "hr_attendance_corrections_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_attendance_corrections" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();--> statement-breakpoint
CREATE TRIGGER "hr_private_changes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_private_changes" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();--> statement-breakpoint
-- The list cache follows their versions, as every HR table's (0011).
CREATE TRIGGER "hr_attendance_corrections_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_attendance_corrections" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();--> statement-breakpoint
CREATE TRIGGER "hr_private_changes_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_private_changes" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();--> statement-breakpoint
-- A seed copied before these tables: their copy, empty (a reset then empties them).
DO $$
BEGIN
  IF to_regclass('hr_seed.hr_employees') IS NOT NULL THEN
    CREATE TABLE IF NOT EXISTS hr_seed."hr_attendance_corrections" AS TABLE "hr_attendance_corrections" WITH NO DATA;
    CREATE TABLE IF NOT EXISTS hr_seed."hr_private_changes" AS TABLE "hr_private_changes" WITH NO DATA;
  END IF;
END
$$;
