CREATE TABLE "hr_keys" (
	"table_name" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
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
CREATE TABLE "hr_sequence_values" (
	"table_name" text NOT NULL,
	"name" text NOT NULL,
	"key" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "hr_sequence_values_table_name_name_key_pk" PRIMARY KEY("table_name","name","key")
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
CREATE INDEX "hr_names_search_idx" ON "hr_names" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hr_sequence_values_idx" ON "hr_sequence_values" USING btree ("table_name","name","value");--> statement-breakpoint
CREATE INDEX "hr_unique_keys_row_idx" ON "hr_unique_keys" USING btree ("table_name","key");