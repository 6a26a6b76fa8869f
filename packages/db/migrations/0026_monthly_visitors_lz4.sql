-- A monthly_rollups row's visitor_prev_dates (a month's visits, ~1,500 dates at a busy shop) is
-- stored compressed, and every period a dashboard reads the row for decompresses it again: pglz made
-- that most of daily_summary's time for All locations (about 5 of 9 ms at large scale). lz4
-- decompresses several times faster. PGlite is built without lz4, so there the column stays pglz.
-- The rows already written are rewritten so that they are lz4 too (one per location and month).
DO $$
BEGIN
  IF 'lz4' = ANY ((SELECT enumvals FROM pg_settings WHERE name = 'default_toast_compression')::text[]) THEN
    ALTER TABLE "monthly_rollups" ALTER COLUMN "visitor_prev_dates" SET COMPRESSION lz4;
    -- A new array value, so that it is compressed again (a copy keeps the compressed bytes as they are).
    UPDATE "monthly_rollups" SET "visitor_prev_dates" = "visitor_prev_dates" || '{}'::date[]
      WHERE pg_column_compression("visitor_prev_dates") = 'pglz';
  END IF;
END $$;
