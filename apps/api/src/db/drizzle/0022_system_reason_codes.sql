-- custom SQL (hand-written): before the system's reasons were codes (packages/machines
-- `SYSTEM_REASONS`, docs/product.md §8), the API stored them as English sentences in an
-- appointment's status history and in its notifications. They become the codes, so every reader
-- sees them in their own language. The sentences, frozen as the API wrote them:
--   'Withdrawn by the customer'             -> withdrawn_by_customer (the customer's withdrawal)
--   'Not accepted before the shoot started' -> not_accepted_in_time  (expiry of a Pending request)
--   'Unpaid by the pay-by deadline'         -> unpaid_by_deadline    (expiry of an unpaid booking)
--   'Unpaid after the payment time-out'     -> unpaid_by_deadline    (the first wording of it)
-- Only where the system wrote them: an expiry's history entry is by "system" and a withdrawal's
-- by the appointment's customer with status Canceled; a notification of kind `expired` or
-- `withdrawn`. A reason a person typed stays as typed. Tested by
-- apps/api/test/system-reasons-migration.test.ts.
UPDATE "appointments" AS "a"
SET "status_history" = (
  SELECT jsonb_agg(
    CASE
      WHEN "entry"->>'by' = 'system'
        AND "entry"->>'reason' = 'Not accepted before the shoot started'
        THEN jsonb_set("entry", '{reason}', '"not_accepted_in_time"')
      WHEN "entry"->>'by' = 'system'
        AND "entry"->>'reason' IN ('Unpaid by the pay-by deadline', 'Unpaid after the payment time-out')
        THEN jsonb_set("entry", '{reason}', '"unpaid_by_deadline"')
      WHEN "entry"->>'by' = "a"."customer_id"
        AND "entry"->>'status' = 'Canceled'
        AND "entry"->>'reason' = 'Withdrawn by the customer'
        THEN jsonb_set("entry", '{reason}', '"withdrawn_by_customer"')
      ELSE "entry"
    END
    ORDER BY "position"
  )
  FROM jsonb_array_elements("a"."status_history") WITH ORDINALITY AS "history"("entry", "position")
)
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements("a"."status_history") AS "old"("entry")
  WHERE "old"."entry"->>'reason' IN (
    'Withdrawn by the customer',
    'Not accepted before the shoot started',
    'Unpaid by the pay-by deadline',
    'Unpaid after the payment time-out'
  )
);
--> statement-breakpoint
UPDATE "notifications"
SET "details" = jsonb_set("details", '{reason}', to_jsonb((
  CASE "details"->>'reason'
    WHEN 'Withdrawn by the customer' THEN 'withdrawn_by_customer'
    WHEN 'Not accepted before the shoot started' THEN 'not_accepted_in_time'
    ELSE 'unpaid_by_deadline'
  END
)::text))
WHERE ("kind" = 'withdrawn' AND "details"->>'reason' = 'Withdrawn by the customer')
  OR ("kind" = 'expired' AND "details"->>'reason' IN (
    'Not accepted before the shoot started',
    'Unpaid by the pay-by deadline',
    'Unpaid after the payment time-out'
  ));
