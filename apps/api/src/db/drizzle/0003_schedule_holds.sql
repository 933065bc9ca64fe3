ALTER TABLE "busy_times" ADD COLUMN "during" "tstzrange" GENERATED ALWAYS AS (tstzrange("start", "end", '[)')) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "busy_times_appointment_unique" ON "busy_times" USING btree ("appointment_id");--> statement-breakpoint
-- Every open appointment holds its slot with a busy time of kind Appointment from the booking on
-- (packages/machines openAppointmentStatuses); Pending requests had none before this migration.
INSERT INTO "busy_times" ("id", "photographer_id", "start", "end", "title", "kind", "appointment_id", "created_at")
SELECT gen_random_uuid()::text, a."photographer_id", a."start", a."end", s."title", 'Appointment', a."id", a."created_at"
FROM "appointments" a JOIN "subpackages" s ON s."id" = a."subpackage_id"
WHERE a."status" IN ('Pending', 'Accepted')
  AND NOT EXISTS (SELECT 1 FROM "busy_times" b WHERE b."appointment_id" = a."id");
--> statement-breakpoint
-- A hand-made busy time and an appointment's hold of one photographer never overlap, whichever is
-- written first: the database decides between a booking and a busy time created at the same moment
-- (SQLSTATE 23P01). Holds among themselves are kept apart by appointments_no_overlap.
ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_no_overlap"
  EXCLUDE USING gist ("photographer_id" WITH =, "during" WITH &&, "kind" WITH <>);
