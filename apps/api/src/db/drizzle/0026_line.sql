CREATE TABLE "line_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "line_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recipient_id" text NOT NULL,
	"notification_id" text,
	"message_id" text,
	"thread_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp (3) with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp (3) with time zone,
	"line_message_id" text,
	CONSTRAINT "line_outbox_source_check" CHECK (("line_outbox"."notification_id" is null) <> ("line_outbox"."message_id" is null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "line_user_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "line_link_nonce" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "line_link_nonce_expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "line_outbox" ADD CONSTRAINT "line_outbox_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_outbox" ADD CONSTRAINT "line_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_outbox" ADD CONSTRAINT "line_outbox_message_id_thread_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_outbox" ADD CONSTRAINT "line_outbox_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_outbox_notification_once" ON "line_outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_outbox_message_once" ON "line_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "line_outbox_unsent_idx" ON "line_outbox" USING btree ("created_at") WHERE "line_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "line_outbox_recipient_sent_idx" ON "line_outbox" USING btree ("recipient_id","sent_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "line_outbox_line_message_idx" ON "line_outbox" USING btree ("line_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_line_user_idx" ON "users" USING btree ("line_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_line_link_nonce_idx" ON "users" USING btree ("line_link_nonce");