ALTER TABLE "appointments" ADD COLUMN "cancellation_policy" text DEFAULT 'FLEXIBLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "cancellation_policy" text DEFAULT 'FLEXIBLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancellation_policy_check" CHECK ("appointments"."cancellation_policy" in ('FLEXIBLE', 'MODERATE', 'STRICT'));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_cancellation_policy_check" CHECK ("packages"."cancellation_policy" in ('FLEXIBLE', 'MODERATE', 'STRICT'));