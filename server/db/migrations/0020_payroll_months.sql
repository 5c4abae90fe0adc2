CREATE TABLE "hr_payroll_codes" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_payroll_exports" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_payroll_months" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
-- One row per enterprise and month, one code table row per enterprise and item, one export per enterprise and month.
CREATE UNIQUE INDEX "hr_payroll_months_one_per_month" ON "hr_payroll_months" USING btree ((("data"->>'enterpriseId')::int), ("data"->>'month'));--> statement-breakpoint
CREATE UNIQUE INDEX "hr_payroll_codes_one_per_item" ON "hr_payroll_codes" USING btree ((("data"->>'enterpriseId')::int), ("data"->>'item'));--> statement-breakpoint
CREATE UNIQUE INDEX "hr_payroll_exports_one_per_month" ON "hr_payroll_exports" USING btree ((("data"->>'enterpriseId')::int), ("data"->>'month'));--> statement-breakpoint
-- As every HR table: a reset puts back what was written (0008), the list cache follows its versions (0011).
CREATE TRIGGER "hr_payroll_months_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_payroll_months" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();--> statement-breakpoint
CREATE TRIGGER "hr_payroll_codes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_payroll_codes" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();--> statement-breakpoint
CREATE TRIGGER "hr_payroll_exports_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_payroll_exports" FOR EACH STATEMENT EXECUTE FUNCTION hr_mark_changed();--> statement-breakpoint
CREATE TRIGGER "hr_payroll_months_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_payroll_months" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();--> statement-breakpoint
CREATE TRIGGER "hr_payroll_codes_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_payroll_codes" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();--> statement-breakpoint
CREATE TRIGGER "hr_payroll_exports_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hr_payroll_exports" FOR EACH STATEMENT EXECUTE FUNCTION table_versions_written();--> statement-breakpoint
-- A seed copied before these tables: their copy, empty (a reset then empties them).
DO $$
BEGIN
  IF to_regclass('hr_seed.hr_employees') IS NOT NULL THEN
    CREATE TABLE IF NOT EXISTS hr_seed."hr_payroll_months" AS TABLE "hr_payroll_months" WITH NO DATA;
    CREATE TABLE IF NOT EXISTS hr_seed."hr_payroll_codes" AS TABLE "hr_payroll_codes" WITH NO DATA;
    CREATE TABLE IF NOT EXISTS hr_seed."hr_payroll_exports" AS TABLE "hr_payroll_exports" WITH NO DATA;
  END IF;
END
$$;
