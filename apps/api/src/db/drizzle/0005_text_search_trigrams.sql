-- custom SQL (hand-written): the trigram operator classes of the indexes below.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "packages_title_trgm_idx" ON "packages" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_description_trgm_idx" ON "packages" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_bio_trgm_idx" ON "users" USING gin ("bio" gin_trgm_ops);