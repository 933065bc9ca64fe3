CREATE TABLE "disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"photographer_id" text NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'Opened' NOT NULL,
	"answer" text,
	"answered_at" timestamp (3) with time zone,
	"decision" text,
	"refund_amount" integer,
	"decided_by" text,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('no_show', 'not_as_agreed', 'photos_missing')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('Opened', 'Answered', 'Decided')),
	CONSTRAINT "disputes_decision_check" CHECK ("disputes"."decision" is null or "disputes"."decision" in ('refund', 'partial_refund', 'release')),
	CONSTRAINT "disputes_refund_amount_check" CHECK ("disputes"."refund_amount" is null or "disputes"."refund_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"operator_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_actions_reason_check" CHECK (length(btrim("operator_actions"."reason")) > 0)
);
--> statement-breakpoint
DROP INDEX "users_directory_rank_idx";--> statement-breakpoint
DROP INDEX "users_directory_price_idx";--> statement-breakpoint
DROP INDEX "users_directory_province_rank_idx";--> statement-breakpoint
DROP INDEX "users_directory_province_price_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_appointment_unique" ON "disputes" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "disputes_undecided_idx" ON "disputes" USING btree ("created_at") WHERE "disputes"."status" <> 'Decided';--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "operator_actions_target_idx" ON "operator_actions" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "users_directory_rank_idx" ON "users" USING btree ((-"rating_rank"),(-"rating_count"),"name","id") WHERE "users"."role" = 'Photographer' and "users"."name" <> '' and "users"."bank_account" is not null and "users"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "users_directory_price_idx" ON "users" USING btree (coalesce("min_price", 2147483647),"id") WHERE "users"."role" = 'Photographer' and "users"."name" <> '' and "users"."bank_account" is not null and "users"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "users_directory_province_rank_idx" ON "users" USING btree ("province",(-"rating_rank"),(-"rating_count"),"name","id") WHERE "users"."role" = 'Photographer' and "users"."name" <> '' and "users"."bank_account" is not null and "users"."suspended_at" is null;--> statement-breakpoint
CREATE INDEX "users_directory_province_price_idx" ON "users" USING btree ("province",coalesce("min_price", 2147483647),"id") WHERE "users"."role" = 'Photographer' and "users"."name" <> '' and "users"."bank_account" is not null and "users"."suspended_at" is null;--> statement-breakpoint
-- The operators' audit log is append-only (docs/decisions/0033): no entry is ever changed or removed.
CREATE OR REPLACE FUNCTION "operator_actions_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'operator_actions are append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "operator_actions_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "operator_actions"
  FOR EACH ROW EXECUTE FUNCTION "operator_actions_append_only"();
