ALTER TABLE "notifications" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_claimed_until" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mailed_at" is null;--> statement-breakpoint
-- Notifications written before e-mail existed are not mailed now: only changes from here on are.
UPDATE "notifications" SET "mailed_at" = now() WHERE "mailed_at" IS NULL;
