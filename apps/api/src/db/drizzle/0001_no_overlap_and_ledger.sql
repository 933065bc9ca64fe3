-- What Drizzle cannot express (STACK-NOTES "Database"). Keep compatible with PostgreSQL 15.
-- 1. Two Pending/Accepted appointments of one photographer never overlap: SQLSTATE 23P01 on a clash,
--    which the appointments module answers with 409 slot_unavailable.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("photographer_id" WITH =, "during" WITH &&)
  WHERE ("status" IN ('Pending', 'Accepted'));
--> statement-breakpoint
-- 2. The ledger is append-only (PRODUCT.md "Transaction": never updated or deleted).
CREATE OR REPLACE FUNCTION "transactions_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'transactions are append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "transactions_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "transactions_append_only"();
