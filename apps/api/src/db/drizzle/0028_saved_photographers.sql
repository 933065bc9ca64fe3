CREATE TABLE "saved_photographers" (
	"user_id" text NOT NULL,
	"photographer_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_photographers_user_id_photographer_id_pk" PRIMARY KEY("user_id","photographer_id")
);
--> statement-breakpoint
ALTER TABLE "saved_photographers" ADD CONSTRAINT "saved_photographers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_photographers" ADD CONSTRAINT "saved_photographers_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_photographers_user_idx" ON "saved_photographers" USING btree ("user_id","created_at" DESC NULLS LAST);