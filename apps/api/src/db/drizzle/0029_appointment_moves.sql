CREATE TABLE "appointment_moves" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"proposed_by" text NOT NULL,
	"from_start" timestamp (3) with time zone NOT NULL,
	"start" timestamp (3) with time zone NOT NULL,
	"end" timestamp (3) with time zone NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_moves_end_after_start" CHECK ("appointment_moves"."end" > "appointment_moves"."start"),
	CONSTRAINT "appointment_moves_status_check" CHECK ("appointment_moves"."status" in ('Open', 'Accepted', 'Declined', 'Withdrawn', 'Expired')),
	CONSTRAINT "appointment_moves_reason_check" CHECK ("appointment_moves"."reason" in ('WEATHER', 'PERSONAL', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "move_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_moves" ADD CONSTRAINT "appointment_moves_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_moves_appointment_idx" ON "appointment_moves" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_moves_one_open" ON "appointment_moves" USING btree ("appointment_id") WHERE "appointment_moves"."status" = 'Open';