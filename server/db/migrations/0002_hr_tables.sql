CREATE TABLE "hr_assignments" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"employee_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"principal" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_attendance" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"employee_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_calendar_events" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_cities" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_countries" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_departments" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_directions" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_employee_private" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"employee_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_employees" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_enterprises" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_fractionnement_waivers" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"employee_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_keys" (
	"table_name" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_leave_types" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_leaves" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"employee_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"first_half" integer NOT NULL,
	"last_half" integer NOT NULL,
	"holds" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_missions" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"employee_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "hr_names" (
	"table_name" text NOT NULL,
	"key" integer NOT NULL,
	"names" jsonb NOT NULL,
	"search" text NOT NULL,
	"day" text,
	CONSTRAINT "hr_names_table_name_key_pk" PRIMARY KEY("table_name","key")
);
--> statement-breakpoint
CREATE TABLE "hr_positions" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_projects" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_salaries" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"employee_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_sequence_values" (
	"table_name" text NOT NULL,
	"name" text NOT NULL,
	"key" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "hr_sequence_values_table_name_name_key_pk" PRIMARY KEY("table_name","name","key")
);
--> statement-breakpoint
CREATE TABLE "hr_services" (
	"key" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_unique_keys" (
	"table_name" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"key" integer NOT NULL,
	CONSTRAINT "hr_unique_keys_value" PRIMARY KEY("table_name","field","value")
);
--> statement-breakpoint
CREATE INDEX "hr_assignments_employee_idx" ON "hr_assignments" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "hr_attendance_employee_idx" ON "hr_attendance" USING btree ("employee_id","day");--> statement-breakpoint
CREATE INDEX "hr_employee_private_employee_idx" ON "hr_employee_private" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "hr_fractionnement_waivers_employee_idx" ON "hr_fractionnement_waivers" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "hr_leaves_employee_idx" ON "hr_leaves" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "hr_missions_employee_idx" ON "hr_missions" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "hr_names_search_idx" ON "hr_names" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hr_salaries_employee_idx" ON "hr_salaries" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "hr_sequence_values_idx" ON "hr_sequence_values" USING btree ("table_name","name","value");--> statement-breakpoint
CREATE INDEX "hr_unique_keys_row_idx" ON "hr_unique_keys" USING btree ("table_name","key");