CREATE TABLE "message_reports" (
	"message_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reports_message_id_reporter_id_pk" PRIMARY KEY("message_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "thread_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" text NOT NULL,
	"author_id" text,
	"kind" text NOT NULL,
	"body" text,
	"place" jsonb,
	"line" jsonb,
	"client_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_messages_kind_check" CHECK (("thread_messages"."kind" = 'text' and "thread_messages"."body" is not null and "thread_messages"."author_id" is not null)
        or ("thread_messages"."kind" = 'place' and "thread_messages"."place" is not null and "thread_messages"."author_id" is not null)
        or ("thread_messages"."kind" = 'system' and "thread_messages"."line" is not null and "thread_messages"."author_id" is null)),
	CONSTRAINT "thread_messages_body_check" CHECK (char_length("thread_messages"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"photographer_id" text NOT NULL,
	"appointment_id" text,
	"package_id" text,
	"customer_read_seq" bigint DEFAULT 0 NOT NULL,
	"photographer_read_seq" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp (3) with time zone,
	"last_message_seq" bigint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "threads_parties_check" CHECK ("threads"."customer_id" <> "threads"."photographer_id")
);
--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_thread_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "thread_messages_seq_idx" ON "thread_messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "thread_messages_client_once" ON "thread_messages" USING btree ("thread_id","author_id","client_id") WHERE "thread_messages"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "threads_appointment_idx" ON "threads" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "threads_open_enquiry" ON "threads" USING btree ("customer_id","photographer_id") WHERE "threads"."appointment_id" is null;--> statement-breakpoint
CREATE INDEX "threads_customer_idx" ON "threads" USING btree ("customer_id","last_message_seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "threads_photographer_idx" ON "threads" USING btree ("photographer_id","last_message_seq" DESC NULLS LAST);