-- Accent- and case-insensitive search (trigram indexes over unaccented text) and the
-- exclusion constraints against overlapping periods (btree_gist).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
