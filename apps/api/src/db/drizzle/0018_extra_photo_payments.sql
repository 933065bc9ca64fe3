ALTER TABLE "deliveries" ADD COLUMN "extra_photos_checkout_expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "delivery_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_delivery_type_unique" ON "transactions" USING btree ("delivery_id","type") WHERE "transactions"."delivery_id" is not null;