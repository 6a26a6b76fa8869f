-- The shared "Composite Worksheet" (definition id 1, version 2, 3-operations §3) and its fields,
-- seeded for every partner (partner_id null). Fixed ids so the definition's categories can name its
-- fields; the identity sequences are moved past them so partner-made rows never collide.
-- System fields name the KPI module metric (kpi_key) they are filled from; manual fields are typed.
INSERT INTO "worksheet_field_definitions" ("id", "partner_id", "label", "type", "source", "kpi_key") OVERRIDING SYSTEM VALUE VALUES
  (1, NULL, 'Sales', 'currency', 'system', 'gross_sales_cents'),
  (2, NULL, 'Gross profit', 'currency', 'system', 'gross_profit_cents'),
  (3, NULL, 'GP %', 'percent', 'system', 'gross_profit_per'),
  (4, NULL, 'Car count', 'number', 'system', 'sale_count'),
  (5, NULL, 'ARO', 'currency', 'system', 'average_sale_cents'),
  (6, NULL, 'ELR', 'currency', 'system', 'effective_labor_rate_cents'),
  (7, NULL, 'Sold hours', 'hours', 'system', 'total_labor_sold_seconds'),
  (8, NULL, 'Efficiency', 'percent', 'system', 'shop_efficiency'),
  (9, NULL, 'New customers', 'number', 'system', 'new_customers_count'),
  (10, NULL, 'Expenses', 'currency', 'manual', NULL),
  (11, NULL, 'Payroll', 'currency', 'manual', NULL),
  (12, NULL, 'Marketing spend', 'currency', 'manual', NULL),
  (13, NULL, 'Sales goal', 'currency', 'manual', NULL),
  (14, NULL, 'Car count goal', 'number', 'manual', NULL),
  (15, NULL, 'GP % goal', 'percent', 'manual', NULL),
  (16, NULL, 'Notes', 'text', 'manual', NULL)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "worksheet_definitions" ("id", "partner_id", "name", "version", "categories") OVERRIDING SYSTEM VALUE VALUES
  (1, NULL, 'Composite Worksheet', 2, '[{"name":"Sales","fieldIds":[1,2,3,5]},{"name":"Production","fieldIds":[4,7,6,8,9]},{"name":"Expenses","fieldIds":[10,11,12]},{"name":"Goals","fieldIds":[13,14,15,16]}]'::jsonb)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('worksheet_field_definitions', 'id'), (SELECT max("id") FROM "worksheet_field_definitions"));
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('worksheet_definitions', 'id'), (SELECT max("id") FROM "worksheet_definitions"));
