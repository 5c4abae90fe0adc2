-- The day every name of an area whose names depend on the day was last computed for: a list
-- reads this one row instead of looking through the area's names for an older day.
CREATE TABLE "hr_names_day" (
	"table_name" text PRIMARY KEY NOT NULL,
	"day" text NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER "hr_names_day_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_names_day" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();
--> statement-breakpoint
-- A seed copy made before this table existed gets an empty one: after a reset, the names are computed again.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'hr_seed') THEN
    CREATE TABLE hr_seed."hr_names_day" (LIKE "hr_names_day");
  END IF;
END
$$;
