DROP INDEX "users_directory_rank_idx";--> statement-breakpoint
DROP INDEX "users_directory_price_idx";--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "min_price" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "max_price" integer;--> statement-breakpoint
CREATE INDEX "packages_browse_newest_idx" ON "packages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "packages_browse_price_idx" ON "packages" USING btree (coalesce("min_price", 2147483647),"id");--> statement-breakpoint
CREATE INDEX "users_directory_rank_idx" ON "users" USING btree ((-"rating_rank"),(-"rating_count"),"name","id") WHERE "users"."role" = 'Photographer' and "users"."name" <> '' and "users"."bank_account" is not null;--> statement-breakpoint
CREATE INDEX "users_directory_price_idx" ON "users" USING btree (coalesce("min_price", 2147483647),"id") WHERE "users"."role" = 'Photographer' and "users"."name" <> '' and "users"."bank_account" is not null;--> statement-breakpoint
-- custom SQL (hand-written): fill the packages' price range (users/summary.ts), as the list now reads it from the row.
UPDATE packages SET
  min_price = (SELECT min(subpackages.price)::int FROM subpackages WHERE subpackages.package_id = packages.id AND subpackages.active),
  max_price = (SELECT max(subpackages.price)::int FROM subpackages WHERE subpackages.package_id = packages.id AND subpackages.active);
