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
CREATE TRIGGER "hr_private_changes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_private_changes" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
