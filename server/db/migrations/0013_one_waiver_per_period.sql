-- An employee waives the fractionnement days of a reference period once: of two waivers written
-- at once, the second is refused (the contract's 409 "reload"), never kept beside the first, which
-- a single withdrawal would then leave behind. Any such pair already there is made one first.
DELETE FROM "hr_fractionnement_waivers" AS "later" USING "hr_fractionnement_waivers" AS "first"
  WHERE "later"."employee_id" = "first"."employee_id" AND "later"."data"->>'periodStart' = "first"."data"->>'periodStart' AND "later"."key" > "first"."key";--> statement-breakpoint
CREATE UNIQUE INDEX "hr_fractionnement_waivers_one_per_period" ON "hr_fractionnement_waivers" USING btree ("employee_id", ("data"->>'periodStart'));
