-- The product's dashboard categories (3-operations §2, Map category): one fixed list shared by every
-- partner, onto which each location's sms categories are mapped.
INSERT INTO "dashboard_categories" ("name") VALUES
  ('Maintenance'),
  ('Oil & Lube'),
  ('Brakes'),
  ('Tires'),
  ('Alignment'),
  ('Suspension & Steering'),
  ('Engine'),
  ('Transmission & Drivetrain'),
  ('Electrical'),
  ('Heating & Air Conditioning'),
  ('Diagnostics & Inspection'),
  ('Exhaust'),
  ('Other')
ON CONFLICT ("name") DO NOTHING;
