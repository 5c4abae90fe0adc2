-- Which HR tables were written since the seed was put in place: a reset (POST /api/app/reset)
-- puts back only these. A statement-level trigger on each table adds its name once.
CREATE TABLE "hr_changed" (
	"table_name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION hr_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM hr_changed WHERE table_name = TG_TABLE_NAME) THEN
    INSERT INTO hr_changed (table_name) VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "hr_countries_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_countries" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_cities_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_cities" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_enterprises_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_enterprises" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_directions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_directions" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_departments_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_departments" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_services_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_services" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_positions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_positions" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_employees_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_employees" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_employee_private_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_employee_private" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_assignments_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_assignments" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_attendance_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_attendance" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_leave_types_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_leave_types" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_leaves_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_leaves" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_fractionnement_waivers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_fractionnement_waivers" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_missions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_missions" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_projects_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_projects" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_salaries_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_salaries" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_calendar_events_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_calendar_events" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_names_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_names" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_unique_keys_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_unique_keys" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_sequence_values_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_sequence_values" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
CREATE TRIGGER "hr_keys_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_keys" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
-- A database seeded before this migration may have changed anywhere since.
INSERT INTO "hr_changed" ("table_name") VALUES ('hr_countries'), ('hr_cities'), ('hr_enterprises'), ('hr_directions'), ('hr_departments'), ('hr_services'), ('hr_positions'), ('hr_employees'), ('hr_employee_private'), ('hr_assignments'), ('hr_attendance'), ('hr_leave_types'), ('hr_leaves'), ('hr_fractionnement_waivers'), ('hr_missions'), ('hr_projects'), ('hr_salaries'), ('hr_calendar_events'), ('hr_names'), ('hr_unique_keys'), ('hr_sequence_values'), ('hr_keys');
