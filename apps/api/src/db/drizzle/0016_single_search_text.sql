DROP INDEX "packages_photographer_name_trgm_idx";--> statement-breakpoint
DROP INDEX "packages_title_trgm_idx";--> statement-breakpoint
DROP INDEX "packages_description_trgm_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_bio_trgm_idx";--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(title, '') || E'\n' || coalesce(description, '') || E'\n' || coalesce(photographer_name, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || E'\n' || coalesce(bio, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "packages_search_trgm_idx" ON "packages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);