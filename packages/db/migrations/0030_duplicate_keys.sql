ALTER TABLE "customers" ADD COLUMN "duplicate_keys" text[];--> statement-breakpoint
-- analytics duplicateKeys in SQL, character for character: the name sieve (nameSieveSql: ASCII
-- letters lower-cased, the Kelvin sign and the capital I with a dot folded, all but a-z and 0-9
-- dropped), "p" + a phone's last 10 digits (phones without digits left out), "e" + an e-mail's
-- sieve; each key the first 16 hex digits of md5("first|last|contact"), distinct, in byte order.
CREATE FUNCTION "customer_duplicate_keys"(first_name text, last_name text, phone_numbers text[], email_addresses text[])
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT h ORDER BY h), '{}')
  FROM (
    SELECT left(md5(n.name || '|' || k.contact), 16) COLLATE "C" AS h
    FROM (
      SELECT regexp_replace(translate(coalesce(first_name, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZKİ', 'abcdefghijklmnopqrstuvwxyzki'), '[^a-z0-9]', '', 'g')
        || '|' || regexp_replace(translate(coalesce(last_name, ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZKİ', 'abcdefghijklmnopqrstuvwxyzki'), '[^a-z0-9]', '', 'g') AS name
    ) n,
    (
      SELECT 'p' || right(d, 10) AS contact FROM unnest(phone_numbers) p, regexp_replace(p, '[^0-9]', '', 'g') d WHERE d <> ''
      UNION ALL
      SELECT 'e' || regexp_replace(translate(e, 'ABCDEFGHIJKLMNOPQRSTUVWXYZKİ', 'abcdefghijklmnopqrstuvwxyzki'), '[^a-z0-9]', '', 'g') FROM unnest(email_addresses) e
    ) k
  ) hashed
$$;
--> statement-breakpoint
CREATE FUNCTION "set_customer_duplicate_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."duplicate_keys" := customer_duplicate_keys(NEW."first_name", NEW."last_name", NEW."phone_numbers", NEW."email_addresses");
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Ingest writes the keys it computed; any other insert gets them here.
CREATE TRIGGER "customers_duplicate_keys_ins" BEFORE INSERT ON "customers" FOR EACH ROW
  WHEN (NEW."duplicate_keys" IS NULL) EXECUTE FUNCTION set_customer_duplicate_keys();
--> statement-breakpoint
-- A name or contact changed without new keys (a merge's survivor gaining its duplicates' phones and
-- e-mails, or a hand edit): the keys follow. Ingest's upsert writes them with the fields.
CREATE TRIGGER "customers_duplicate_keys_upd" BEFORE UPDATE OF "first_name", "last_name", "phone_numbers", "email_addresses" ON "customers" FOR EACH ROW
  WHEN ((OLD."first_name", OLD."last_name", OLD."phone_numbers", OLD."email_addresses")
      IS DISTINCT FROM (NEW."first_name", NEW."last_name", NEW."phone_numbers", NEW."email_addresses")
    AND OLD."duplicate_keys" IS NOT DISTINCT FROM NEW."duplicate_keys")
  EXECUTE FUNCTION set_customer_duplicate_keys();
--> statement-breakpoint
UPDATE "customers" SET "duplicate_keys" = customer_duplicate_keys("first_name", "last_name", "phone_numbers", "email_addresses");
