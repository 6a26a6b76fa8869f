ALTER TABLE "sessions" ADD COLUMN "principal_stamp" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What a signed-in request's principal is read from (lib/sessions.ts): the user, the partner, the
-- partner's locations and the user's assigned locations. A change to any of them moves the stamp of
-- the sessions it concerns, in the same transaction, so a server holding a principal read at an
-- older stamp reads it again. Data versions are not part of it: every request reads them.
CREATE FUNCTION "bump_principal_stamp_of_users"(user_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "sessions" SET "principal_stamp" = "principal_stamp" + 1 WHERE "user_id" = ANY(user_ids);
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_principal_stamp_of_partners"(partner_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "sessions" SET "principal_stamp" = "principal_stamp" + 1
  WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "partner_id" = ANY(partner_ids));
$$;
--> statement-breakpoint
CREATE FUNCTION "users_principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_principal_stamp_of_users(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_principal_stamp" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD."partner_id", OLD."role", OLD."is_shop_owner", OLD."verified", OLD."default_location_id")
        IS DISTINCT FROM (NEW."partner_id", NEW."role", NEW."is_shop_owner", NEW."verified", NEW."default_location_id"))
  EXECUTE FUNCTION users_principal_changed();
--> statement-breakpoint
CREATE FUNCTION "partners_principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_principal_stamp_of_partners(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "partners_principal_stamp" AFTER UPDATE ON "partners" FOR EACH ROW
  WHEN ((OLD."onboarding_stage", OLD."subscription_status", OLD."timezone")
        IS DISTINCT FROM (NEW."onboarding_stage", NEW."subscription_status", NEW."timezone"))
  EXECUTE FUNCTION partners_principal_changed();
--> statement-breakpoint
CREATE FUNCTION "user_locations_principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_principal_stamp_of_users(ARRAY[OLD."user_id"]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM bump_principal_stamp_of_users(ARRAY[NEW."user_id"]);
  ELSE
    PERFORM bump_principal_stamp_of_users(ARRAY[OLD."user_id", NEW."user_id"]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_locations_principal_stamp" AFTER INSERT OR UPDATE OR DELETE ON "user_locations"
  FOR EACH ROW EXECUTE FUNCTION user_locations_principal_changed();
--> statement-breakpoint
CREATE FUNCTION "locations_principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_principal_stamp_of_partners(ARRAY[OLD."partner_id"]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM bump_principal_stamp_of_partners(ARRAY[NEW."partner_id"]);
  ELSE
    PERFORM bump_principal_stamp_of_partners(ARRAY[OLD."partner_id", NEW."partner_id"]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "locations_principal_stamp_ins_del" AFTER INSERT OR DELETE ON "locations"
  FOR EACH ROW EXECUTE FUNCTION locations_principal_changed();
--> statement-breakpoint
-- Not the agent's token, sync state or settings that only enter figures: those change on every sync.
CREATE TRIGGER "locations_principal_stamp_upd" AFTER UPDATE ON "locations" FOR EACH ROW
  WHEN ((OLD."partner_id", OLD."name", OLD."timezone", OLD."working_days", OLD."is_disable")
        IS DISTINCT FROM (NEW."partner_id", NEW."name", NEW."timezone", NEW."working_days", NEW."is_disable"))
  EXECUTE FUNCTION locations_principal_changed();
