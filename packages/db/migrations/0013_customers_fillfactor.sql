-- Ingest moves a customer's last_seen on every visit (refreshCustomersSeen). With full pages each of
-- those updates wrote a new entry in all five of the table's indexes; with room left on the page
-- the update stays on it (a HOT update) and no index changes, as long as no indexed column moves.
-- Ingest updates a customer about once per RO at large scale (docs/decisions.md).
ALTER TABLE "customers" SET (fillfactor = 80);
