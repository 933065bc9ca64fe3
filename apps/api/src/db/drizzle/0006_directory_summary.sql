ALTER TABLE "users" ADD COLUMN "rating_rank" double precision GENERATED ALWAYS AS ((20 + coalesce(rating_average, 0) * rating_count) / (5 + rating_count)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "package_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "min_price" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "users_directory_rank_idx" ON "users" USING btree ("rating_rank" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"name","id") WHERE "users"."role" = 'Photographer' and "users"."name" <> '' and "users"."bank_account" is not null;--> statement-breakpoint
CREATE INDEX "users_directory_price_idx" ON "users" USING btree ("min_price","id") WHERE "users"."role" = 'Photographer' and "users"."name" <> '' and "users"."bank_account" is not null;--> statement-breakpoint
CREATE INDEX "users_categories_idx" ON "users" USING gin ("categories");--> statement-breakpoint
-- custom SQL (hand-written): fill the summary of existing photographers (users/summary.ts).
UPDATE users SET
  package_count = (SELECT count(*)::int FROM packages WHERE packages.photographer_id = users.id AND packages.active),
  min_price = (
    SELECT min(subpackages.price)::int FROM subpackages
    JOIN packages ON packages.id = subpackages.package_id
    WHERE subpackages.photographer_id = users.id AND subpackages.active AND packages.active
  ),
  categories = (
    SELECT coalesce(jsonb_agg(category ORDER BY category), '[]'::jsonb) FROM (
      SELECT jsonb_array_elements_text(users.specialties) AS category
      UNION
      SELECT packages.category FROM packages WHERE packages.photographer_id = users.id AND packages.active
    ) AS found
  )
WHERE users.role = 'Photographer';
