CREATE TABLE "image_assets" (
	"hash" text PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"widths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"placeholder" text,
	"claimed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_assets_status_check" CHECK ("image_assets"."status" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"hash" text NOT NULL,
	"purpose" text NOT NULL,
	"package_id" text,
	"position" integer NOT NULL,
	"cover" boolean DEFAULT false NOT NULL,
	"caption" text,
	"category" text,
	"bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_purpose_check" CHECK ("photos"."purpose" in ('avatar', 'package', 'portfolio')),
	CONSTRAINT "photos_package_check" CHECK (("photos"."purpose" = 'package') = ("photos"."package_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "storage_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_hash_image_assets_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."image_assets"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_assets_processing_idx" ON "image_assets" USING btree ("created_at") WHERE "image_assets"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "photos_package_idx" ON "photos" USING btree ("package_id","position") WHERE "photos"."package_id" is not null;--> statement-breakpoint
CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_id","purpose","position");--> statement-breakpoint
CREATE INDEX "photos_hash_idx" ON "photos" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_one_cover_idx" ON "photos" USING btree ("package_id") WHERE "photos"."cover";--> statement-breakpoint
CREATE UNIQUE INDEX "photos_one_avatar_idx" ON "photos" USING btree ("owner_id") WHERE "photos"."purpose" = 'avatar';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_storage_bytes_check" CHECK ("users"."storage_bytes" >= 0);