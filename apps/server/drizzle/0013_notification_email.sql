-- The recipient's messages go by e-mail too (issue 21): each step is queued once per channel,
-- text and e-mail, in the same transaction as before; whether each is sent (the vendor's
-- settings, an opt-out, a number or an address on the order) is the notification worker's to decide.
CREATE OR REPLACE FUNCTION "queue_order_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  step text;
  at timestamptz;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  END IF;
  step := CASE NEW.status
    WHEN 'NEW' THEN 'placed'
    WHEN 'PAYMENT_COMMITTED' THEN 'placed'
    WHEN 'COURIER_ACCEPTED_DELIVERY' THEN 'rider-assigned'
    WHEN 'PICKED_UP' THEN 'picked-up'
    WHEN 'COURIER_LEFT_VENDOR' THEN 'picked-up'
    WHEN 'NEAR_CUSTOMER' THEN 'near-customer'
    WHEN 'DELIVERED' THEN 'delivered'
    WHEN 'CANCELLED' THEN 'cancelled'
  END;
  -- An order written already under way (demo data, an import of history) was never announced.
  IF step IS NULL OR (TG_OP = 'INSERT' AND step <> 'placed') THEN
    RETURN NEW;
  END IF;
  -- An order cancelled before it was placed (an unpaid card order) was never announced.
  IF step = 'cancelled' AND NOT EXISTS (
    SELECT 1 FROM "notification_messages" m WHERE m."order_id" = NEW."order_id" AND m."step" = 'placed'
  ) THEN
    RETURN NEW;
  END IF;
  -- Due at once: the change's time, or the database's clock when the change is dated ahead.
  at := LEAST(NEW."updated_at", now());
  INSERT INTO "notification_messages" ("order_id", "vendor_id", "step", "channel", "next_attempt_at", "created_at")
  SELECT NEW."order_id", NEW."vendor_id", step, channel, at, NEW."updated_at"
  FROM unnest(ARRAY['sms', 'email']) AS channel
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;
