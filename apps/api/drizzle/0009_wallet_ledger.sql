-- The wallet ledger is the truth and users.balance its running sum (design.md
-- "Selling access", decision 0145). Each inserted entry moves the balance and
-- records the balance after it; the balance's CHECK (>= 0) refuses an entry
-- that would overdraw, so two racing purchases can't both spend one balance.
CREATE FUNCTION wallet_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NULL THEN
    RAISE EXCEPTION 'a wallet entry needs a student' USING ERRCODE = 'not_null_violation';
  END IF;
  UPDATE users SET balance = balance + NEW.amount WHERE id = NEW.user_id
    RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no student %', NEW.user_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_apply BEFORE INSERT ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_apply();
--> statement-breakpoint
-- Append-only: no entry changes or goes, except that a deleted student,
-- course, code, bill or admin leaves its entries pointing at nothing.
CREATE FUNCTION wallet_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.id = OLD.id AND NEW.kind = OLD.kind AND NEW.amount = OLD.amount
    AND NEW.balance_after = OLD.balance_after AND NEW.note = OLD.note
    AND NEW.created_at = OLD.created_at
    AND (NEW.user_id IS NOT DISTINCT FROM OLD.user_id OR NEW.user_id IS NULL)
    AND (NEW.course_id IS NOT DISTINCT FROM OLD.course_id OR NEW.course_id IS NULL)
    AND (NEW.code_id IS NOT DISTINCT FROM OLD.code_id OR NEW.code_id IS NULL)
    AND (NEW.bill_id IS NOT DISTINCT FROM OLD.bill_id OR NEW.bill_id IS NULL)
    AND (NEW.admin_id IS NOT DISTINCT FROM OLD.admin_id OR NEW.admin_id IS NULL)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the wallet ledger is append-only' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
--> statement-breakpoint
-- Only a ledger entry moves a balance: a direct write to users.balance is refused.
CREATE FUNCTION users_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a balance moves only with a wallet entry' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_balance_guard BEFORE UPDATE OF balance ON users
  FOR EACH ROW EXECUTE FUNCTION users_balance_guard();
