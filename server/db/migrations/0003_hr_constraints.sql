-- What the database itself refuses, whatever the code above it does.
-- An employee's rows belong to an existing employee (checked at commit: a transaction may
-- remove an employee with their private block in any order).
ALTER TABLE "hr_employee_private" ADD CONSTRAINT "hr_employee_private_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "hr_employees"("key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "hr_assignments" ADD CONSTRAINT "hr_assignments_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "hr_employees"("key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "hr_attendance" ADD CONSTRAINT "hr_attendance_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "hr_employees"("key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "hr_leaves" ADD CONSTRAINT "hr_leaves_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "hr_employees"("key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "hr_fractionnement_waivers" ADD CONSTRAINT "hr_fractionnement_waivers_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "hr_employees"("key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "hr_missions" ADD CONSTRAINT "hr_missions_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "hr_employees"("key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "hr_salaries" ADD CONSTRAINT "hr_salaries_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "hr_employees"("key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- One attendance record per employee and day.
ALTER TABLE "hr_attendance" ADD CONSTRAINT "hr_attendance_one_per_day" UNIQUE ("employee_id", "day");
--> statement-breakpoint
-- Two principal assignments of one employee never overlap (both ends inclusive, no end: open).
ALTER TABLE "hr_assignments" ADD CONSTRAINT "hr_assignments_principal_overlap" EXCLUDE USING gist ("employee_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&) WHERE ("principal");
--> statement-breakpoint
-- Two leaves of one employee that hold their days never share a half-day.
ALTER TABLE "hr_leaves" ADD CONSTRAINT "hr_leaves_overlap" EXCLUDE USING gist ("employee_id" WITH =, int4range("first_half", "last_half", '[]') WITH &&) WHERE ("holds");
