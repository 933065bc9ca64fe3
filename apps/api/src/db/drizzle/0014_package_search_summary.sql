ALTER TABLE "packages" ADD COLUMN "photographer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "effective_province" text;--> statement-breakpoint
CREATE INDEX "packages_province_idx" ON "packages" USING btree ("effective_province","created_at","id");--> statement-breakpoint
CREATE INDEX "packages_photographer_name_trgm_idx" ON "packages" USING gin ("photographer_name" gin_trgm_ops);--> statement-breakpoint
-- custom SQL (hand-written): fill the packages' search summary (users/summary.ts), as browse now filters and searches on it.
UPDATE packages SET
  photographer_name = users.name,
  effective_province = coalesce(packages.province, users.province)
FROM users WHERE users.id = packages.photographer_id;
