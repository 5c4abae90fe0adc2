-- The versions of what a server process keeps (docs/server.md, "The list cache"): a number per
-- table (the HR tables, the accounts and the sessions), and per area for hr_names, changed by
-- every transaction that writes it. A statement trigger notes what the statement wrote, in a
-- setting local to the transaction; the transaction's first note inserts a row into
-- table_versions_due, whose deferred trigger changes every noted version once, at commit, in
-- the order of their names: two transactions writing the same tables take the versions'
-- locks in one order, and only while they commit.
CREATE TABLE "table_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_versions_due" (
	"transaction_id" bigint PRIMARY KEY DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL
);

--> statement-breakpoint
CREATE FUNCTION table_versions_note(written text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('effectif.written_tables', true), '');
  name text;
BEGIN
  IF coalesce(array_length(written, 1), 0) = 0 THEN
    RETURN;
  END IF;
  IF noted = '' THEN
    INSERT INTO table_versions_due DEFAULT VALUES;
  END IF;
  FOREACH name IN ARRAY written LOOP
    IF noted = '' THEN
      noted := name;
    ELSIF NOT (name = ANY (string_to_array(noted, ','))) THEN
      noted := noted || ',' || name;
    END IF;
  END LOOP;
  PERFORM set_config('effectif.written_tables', noted, true);
END
$$;
--> statement-breakpoint
CREATE FUNCTION table_versions_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name text;
BEGIN
  FOR name IN SELECT DISTINCT noted FROM unnest(string_to_array(current_setting('effectif.written_tables', true), ',')) AS noted ORDER BY 1 LOOP
    -- A version starts at a random number: a database made again does not hand out the numbers of the one before.
    INSERT INTO table_versions AS kept (name, version) VALUES (name, (random() * 4e18)::bigint)
      ON CONFLICT ON CONSTRAINT table_versions_pkey DO UPDATE SET version = kept.version + 1;
  END LOOP;
  PERFORM set_config('effectif.written_tables', '', true);
  DELETE FROM table_versions_due;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "table_versions_at_commit" AFTER INSERT ON "table_versions_due" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION table_versions_change();
--> statement-breakpoint
CREATE FUNCTION table_versions_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM table_versions_note(ARRAY[TG_TABLE_NAME::text]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION table_versions_names_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM table_versions_note(ARRAY(SELECT DISTINCT 'hr_names:' || table_name FROM written_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION table_versions_names_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM table_versions_note(ARRAY(SELECT 'hr_names:' || table_name FROM written_rows UNION SELECT 'hr_names:' || table_name FROM replaced_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION table_versions_names_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM table_versions_note(ARRAY['hr_names']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "hr_names_inserted_version" AFTER INSERT ON "hr_names" REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION table_versions_names_written();
--> statement-breakpoint
CREATE TRIGGER "hr_names_deleted_version" AFTER DELETE ON "hr_names" REFERENCING OLD TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION table_versions_names_written();
--> statement-breakpoint
CREATE TRIGGER "hr_names_updated_version" AFTER UPDATE ON "hr_names" REFERENCING OLD TABLE AS replaced_rows NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION table_versions_names_updated();
--> statement-breakpoint
CREATE TRIGGER "hr_names_emptied_version" AFTER TRUNCATE ON "hr_names" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_names_emptied();
--> statement-breakpoint
CREATE TRIGGER "hr_countries_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_countries" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_cities_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_cities" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_enterprises_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_enterprises" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_directions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_directions" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_departments_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_departments" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_services_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_services" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_positions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_positions" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_employees_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_employees" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_employee_private_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_employee_private" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_assignments_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_assignments" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_attendance_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_attendance" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_leave_types_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_leave_types" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_leaves_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_leaves" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_fractionnement_waivers_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_fractionnement_waivers" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_missions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_missions" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_projects_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_projects" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_salaries_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_salaries" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "hr_calendar_events_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_calendar_events" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "users_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
CREATE TRIGGER "sessions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();
--> statement-breakpoint
-- The tables' statistics, which a seed loaded before this migration did not take.
ANALYZE;
