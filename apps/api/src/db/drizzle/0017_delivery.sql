CREATE TABLE "deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	"included_photos" integer NOT NULL,
	"offers_proofs" boolean NOT NULL,
	"revisions_allowed" integer NOT NULL,
	"extra_photo_price" integer NOT NULL,
	"finals_delivered_at" timestamp (3) with time zone,
	"revisions_used" integer DEFAULT 0 NOT NULL,
	"revision_note" text,
	"accepted_at" timestamp (3) with time zone,
	"accepted_by" text,
	"refunded_at" timestamp (3) with time zone,
	"late_notified_at" timestamp (3) with time zone,
	"expiry_reminded_at" timestamp (3) with time zone,
	"finals_removed_at" timestamp (3) with time zone,
	"extra_photos" integer DEFAULT 0 NOT NULL,
	"extra_photos_amount" integer DEFAULT 0 NOT NULL,
	"extra_photos_fee" integer DEFAULT 0 NOT NULL,
	"extra_photos_payout" integer DEFAULT 0 NOT NULL,
	"extra_photos_status" text,
	"extra_photos_provider_ref" text,
	"extra_photos_checkout_url" text,
	"extra_photos_paid_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_status_check" CHECK ("deliveries"."status" in ('Open', 'ProofsReady', 'PicksSubmitted', 'FinalsDelivered', 'RevisionRequested', 'Accepted', 'Refunded')),
	CONSTRAINT "deliveries_accepted_by_check" CHECK ("deliveries"."accepted_by" is null or "deliveries"."accepted_by" in ('customer', 'system')),
	CONSTRAINT "deliveries_extra_photos_status_check" CHECK ("deliveries"."extra_photos_status" is null or "deliveries"."extra_photos_status" in ('Wait', 'Paid', 'Refunded')),
	CONSTRAINT "deliveries_counts_check" CHECK ("deliveries"."included_photos" >= 1 and "deliveries"."revisions_used" >= 0 and "deliveries"."extra_photos" >= 0 and "deliveries"."extra_photo_price" >= 0),
	CONSTRAINT "deliveries_extra_photos_amounts_check" CHECK ("deliveries"."extra_photos_amount" >= 0 and "deliveries"."extra_photos_fee" >= 0 and "deliveries"."extra_photos_payout" >= 0 and "deliveries"."extra_photos_fee" + "deliveries"."extra_photos_payout" = "deliveries"."extra_photos_amount")
);
--> statement-breakpoint
CREATE TABLE "delivery_files" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"photographer_id" text NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"preview_key" text,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"picked" boolean DEFAULT false NOT NULL,
	"portfolio_allowed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp (3) with time zone,
	CONSTRAINT "delivery_files_kind_check" CHECK ("delivery_files"."kind" in ('proof', 'final')),
	CONSTRAINT "delivery_files_size_check" CHECK ("delivery_files"."bytes" >= 0 and "delivery_files"."width" >= 1 and "delivery_files"."height" >= 1),
	CONSTRAINT "delivery_files_picked_check" CHECK (not "delivery_files"."picked" or "delivery_files"."kind" = 'proof'),
	CONSTRAINT "delivery_files_portfolio_check" CHECK (not "delivery_files"."portfolio_allowed" or "delivery_files"."kind" = 'final')
);
--> statement-breakpoint
ALTER TABLE "subpackages" ADD COLUMN "deliverable_photos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subpackages" ADD COLUMN "offers_proofs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subpackages" ADD COLUMN "revisions_allowed" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subpackages" ADD COLUMN "extra_photo_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_files" ADD CONSTRAINT "delivery_files_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_appointment_unique" ON "deliveries" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "deliveries_extra_photos_ref_idx" ON "deliveries" USING btree ("extra_photos_provider_ref");--> statement-breakpoint
CREATE INDEX "delivery_files_delivery_idx" ON "delivery_files" USING btree ("delivery_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "delivery_files_photographer_idx" ON "delivery_files" USING btree ("photographer_id") WHERE "delivery_files"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "subpackages" ADD CONSTRAINT "subpackages_deliverable_photos_check" CHECK ("subpackages"."deliverable_photos" >= 0);--> statement-breakpoint
ALTER TABLE "subpackages" ADD CONSTRAINT "subpackages_revisions_allowed_check" CHECK ("subpackages"."revisions_allowed" between 0 and 5);--> statement-breakpoint
ALTER TABLE "subpackages" ADD CONSTRAINT "subpackages_extra_photo_price_check" CHECK ("subpackages"."extra_photo_price" >= 0);