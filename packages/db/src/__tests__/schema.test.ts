import { describe, it, expect } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgTable, type ForeignKey } from 'drizzle-orm/pg-core';
import * as schema from '../schema/index';

// Tables that belong to no partner. A new table missing from here must carry partner_id.
const GLOBAL_TABLES = [
  'coaches',
  'dashboard_categories',
  'help_videos',
  'partners',
  // Rate-limit counts: keyed by a hash of the caller (address or e-mail), before any partner is known.
  'rate_limit_hits',
  'sessions',
  'user_guides',
  // A counter per location id (issue 28), bumped by triggers; it holds no partner data, and a
  // request reads it only for the locations the tenancy guard already gave it.
  'location_data_versions',
  // The same for each location's RO and customer counts (the RO audit's and the CRM grid's page
  // counts), moved by triggers on repair_orders and customers.
  'location_ro_counts',
  'location_customer_counts',
  // A LocationManager's extra locations: read only through its user (partner-scoped), and written
  // only after the users service checked both the user and the location are the session partner's.
  'user_locations',
];

// Tenant tables whose partner_id may be null: shared seeded rows, and operator actions.
const NULLABLE_PARTNER_TABLES = ['audit_log', 'worksheet_definitions', 'worksheet_field_definitions'];

// The tables ingest writes for every RO, tied to their partner through their location or their RO
// (which cascade from it) rather than by a foreign key checked on each row (docs/decisions/2026-11-24-derived-tables-without-foreign-keys.md, "Derived tables").
const PARTNER_THROUGH_PARENT = ['customers', 'repair_orders', 'ro_recommendations', 'vehicles'];

// Recomputed by ingest from repair_orders and customers, in the same transaction: no foreign keys.
const DERIVED_TABLES = [
  'category_daily_rollups',
  'customer_visits',
  'customer_yearly_rollups',
  'daily_rollups',
  'monthly_rollups',
  'new_customer_months',
  'tech_category_daily_rollups',
  'tech_daily_rollups',
  'writer_category_daily_rollups',
  'writer_daily_rollups',
];

// Bumped by triggers while a deleted location's rows cascade away: a foreign key to the location
// would refuse that bump (docs/decisions/2026-11-26-answers-cached-on-data-version.md).
const UNKEYED_COUNTERS = ['location_data_versions', 'location_ro_counts', 'location_customer_counts'];
/** Tables whose location may be none, and why (the reference is still checked and cascades). */
const OPTIONAL_LOCATION_TABLES: Record<string, string> = { alert_rules: 'a rule for All locations names no location' };

const configs = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

type TableConfig = (typeof configs)[number];

const byName = (names: Iterable<string>) => [...names].sort();
const columnOf = (config: TableConfig, name: string) => config.columns.find((column) => column.name === name);

/** Column lists of every index, primary key and unique constraint; null marks an expression. */
function keys(config: TableConfig): (string | null)[][] {
  return [
    ...config.indexes.map((index) =>
      index.config.columns.map((column) => (is(column, IndexedColumn) ? (column.name ?? null) : null)),
    ),
    ...config.primaryKeys.map((pk) => pk.columns.map((column) => column.name)),
    ...config.uniqueConstraints.map((unique) => unique.columns.map((column) => column.name)),
    ...config.columns.filter((column) => column.primary || column.isUnique).map((column) => [column.name]),
  ];
}

/** True when some index, primary key or unique constraint starts with exactly these columns. */
function isLeadingKey(config: TableConfig, columns: string[]): boolean {
  return keys(config).some((key) => columns.every((column, i) => key[i] === column));
}

function foreignKeyOn(config: TableConfig, column: string): ForeignKey | undefined {
  return config.foreignKeys.find((fk) => {
    const { columns } = fk.reference();
    return columns.length === 1 && columns[0].name === column;
  });
}

function target(fk: ForeignKey): string {
  const { foreignTable, foreignColumns } = fk.reference();
  return `${getTableConfig(foreignTable).name}.${foreignColumns.map((column) => column.name).join(',')}`;
}

const tenantTables = configs.filter((config) => columnOf(config, 'partner_id'));
const keyed = (config: TableConfig) => !DERIVED_TABLES.includes(config.name) && !UNKEYED_COUNTERS.includes(config.name);
const partnerKeyed = tenantTables.filter(
  (config) => keyed(config) && !PARTNER_THROUGH_PARENT.includes(config.name),
);
const locationTables = configs.filter((config) => keyed(config) && columnOf(config, 'location_id'));

describe('schema', () => {
  it('exports tables with unique snake_case names', () => {
    const names = configs.map((config) => config.name);
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
    for (const config of configs) {
      for (const column of config.columns)
        expect(`${config.name}.${column.name}`).toMatch(/^[a-z0-9_]+\.[a-z][a-z0-9_]*$/);
    }
  });

  it('has partner_id on every table except the global ones', () => {
    const withoutPartner = configs
      .filter((config) => !columnOf(config, 'partner_id'))
      .map((config) => config.name);
    expect(byName(withoutPartner)).toEqual(byName(GLOBAL_TABLES));
  });

  it('allows a null partner_id only on the shared and operator tables', () => {
    const nullable = tenantTables
      .filter((config) => !columnOf(config, 'partner_id')?.notNull)
      .map((config) => config.name);
    expect(byName(nullable)).toEqual(byName(NULLABLE_PARTNER_TABLES));
  });

  describe.each(partnerKeyed.map((config) => [config.name, config] as const))(
    'tenant table %s',
    (_name, config) => {
      it('has an index, primary key or unique key that starts with partner_id', () => {
        expect(isLeadingKey(config, ['partner_id'])).toBe(true);
      });

      it('references partners.id with on delete cascade', () => {
        const fk = foreignKeyOn(config, 'partner_id');
        expect(fk).toBeDefined();
        expect(target(fk!)).toBe('partners.id');
        expect(fk!.onDelete).toBe('cascade');
      });
    },
  );

  it.each(
    PARTNER_THROUGH_PARENT.map((name) => [name, configs.find((config) => config.name === name)] as const),
  )('%s has a non-null partner_id and goes with its partner through a cascading parent', (_name, config) => {
    expect(config).toBeDefined();
    expect(columnOf(config!, 'partner_id')?.notNull).toBe(true);
    expect(foreignKeyOn(config!, 'partner_id')).toBeUndefined();
    const parent = foreignKeyOn(config!, 'location_id') ?? foreignKeyOn(config!, 'repair_order_id');
    expect(parent && target(parent)).toMatch(/^(locations|repair_orders)\.id$/);
    expect(parent!.onDelete).toBe('cascade');
  });

  // Ingest writes the other ids of these rows from its own upserts, and a key on them was checked
  // on every RO (docs/decisions/2026-11-25-ro-references-without-foreign-keys.md, "An RO's customer, vehicle and employees are ids").
  it.each([
    ['repair_orders', 'locations.id'],
    ['ro_recommendations', 'repair_orders.id'],
  ])('%s keeps one foreign key, to its parent %s', (name, parent) => {
    const config = configs.find((c) => c.name === name);
    expect(config!.foreignKeys.map(target)).toEqual([parent]);
  });

  // customer_visits and customer_yearly_rollups are keyed by customer, which belongs to one location
  // (docs/decisions/2026-11-25-customer-visits-keyed-by-customer.md, "A customer's visits are keyed by customer").
  const keyStart = (name: string) =>
    name === 'customer_visits' || name === 'customer_yearly_rollups' ? 'customer_id' : 'location_id';
  it.each(
    DERIVED_TABLES.map(
      (name) => [name, keyStart(name), configs.find((config) => config.name === name)] as const,
    ),
  )(
    'derived table %s has no foreign key, non-null partner_id and location_id, and a primary key that starts with %s',
    (_name, first, config) => {
      expect(config).toBeDefined();
      expect(config!.foreignKeys).toEqual([]);
      expect(columnOf(config!, 'partner_id')?.notNull).toBe(true);
      expect(columnOf(config!, 'location_id')?.notNull).toBe(true);
      expect(config!.primaryKeys[0]?.columns[0]?.name).toBe(first);
    },
  );

  it.each(locationTables.map((config) => [config.name, config] as const))(
    '%s references locations.id with on delete cascade',
    (_name, config) => {
      const fk = foreignKeyOn(config, 'location_id');
      expect(fk).toBeDefined();
      expect(target(fk!)).toBe('locations.id');
      expect(fk!.onDelete).toBe('cascade');
      expect(columnOf(config, 'location_id')?.notNull).toBe(!(config.name in OPTIONAL_LOCATION_TABLES));
    },
  );

  // Without such an index, every cascade or set-null from the referenced table (deleting a
  // partner, a location, merging customers) scans the whole referencing table once per row.
  it('backs every foreign key with an index that starts with its columns', () => {
    const uncovered = configs.flatMap((config) =>
      config.foreignKeys
        .map((fk) => fk.reference().columns.map((column) => column.name))
        .filter((columns) => !isLeadingKey(config, columns))
        .map((columns) => `${config.name}(${columns.join(', ')})`),
    );
    expect(uncovered).toEqual([]);
  });
});
