-- The admins' bills, calls, ledger and audit lists keep their totals per filter
-- in memory (decision 0188). A statement that changes what a list's totals read
-- announces the list's name on 'admin_totals_changed' (forget that list's
-- totals), once per statement however many rows it writes, and within a
-- transaction once per list (PostgreSQL folds identical notifications).
-- Results are not announced: the exam close inserts them (decision 0188).
CREATE FUNCTION "announce_admin_totals_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admin_totals_changed', TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A bills total reads the date, method, admin and amount; a student deleted
-- (user_id set to null) changes none of them.
CREATE TRIGGER "bills_totals" AFTER INSERT OR DELETE OR TRUNCATE ON "bills"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_admin_totals_change"('bills');--> statement-breakpoint
CREATE TRIGGER "bills_totals_update" AFTER UPDATE OF "created_at", "method", "admin_id", "amount" ON "bills"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_admin_totals_change"('bills');--> statement-breakpoint
-- "Follow-up due" reads the student (gone: not due), the follow-up time and the
-- outcome of the student's later calls: any change to a call can move it.
CREATE TRIGGER "calls_totals" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calls"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_admin_totals_change"('calls');--> statement-breakpoint
-- The ledger only grows (migration 0009 refuses edits and deletes but for
-- links set to null, which no total reads).
CREATE TRIGGER "wallet_entries_totals" AFTER INSERT OR TRUNCATE ON "wallet_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_admin_totals_change"('wallet');--> statement-breakpoint
CREATE TRIGGER "audit_log_totals" AFTER INSERT OR DELETE OR TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_admin_totals_change"('audit');--> statement-breakpoint
CREATE TRIGGER "audit_log_totals_update" AFTER UPDATE OF "admin_id", "entity_type", "entity_id", "created_at" ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_admin_totals_change"('audit');
