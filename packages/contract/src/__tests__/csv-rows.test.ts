import { describe, expect, it } from 'vitest';
import { CSV_GENERIC_HEADERS, guessMapping, rowsToRepairOrders, type CsvRow } from '../csv-columns';

const H = CSV_GENERIC_HEADERS;
const row = (cells: Partial<Record<keyof typeof H, string>>): CsvRow =>
  Object.fromEntries(Object.entries(cells).map(([field, value]) => [H[field as keyof typeof H], value]));
const mapping = guessMapping(Object.values(H));
const central = { timeZone: 'US/Central' };

const ro1001 = { ro_number: '1001', opened: '2025-03-04 08:12', closed: '03/04/2025 4:40 PM' };
const ana = {
  customer_first_name: 'Ana',
  customer_last_name: 'Lopez',
  customer_phone: '(512) 555-0188',
  customer_email: 'ana@example.com',
  vehicle_year: '2017',
  vehicle_make: 'Honda',
  vehicle_model: 'Civic',
  writer_name: 'Sam Writer',
};

describe('rowsToRepairOrders', () => {
  it('groups lines by RO number (not adjacent) into the canonical RO, computed by hand', () => {
    const rows = [
      row({
        ...ro1001,
        ...ana,
        status: 'Posted',
        line_type: 'Labor',
        line_description: 'Brake pads',
        category: 'Brakes',
        technician_name: 'Tina Tech',
        sold_hours: '1.5',
        actual_hours: '1.25',
        sold_amount: '$189.00',
        cost_amount: '52',
      }),
      row({
        ro_number: '1002',
        opened: '2025-03-05',
        status: 'WIP',
        customer_id: 'C-9',
        line_type: 'fee',
        line_description: 'Shop supplies',
        sold_amount: '15',
      }),
      row({
        ro_number: '1001',
        line_type: 'Part',
        line_description: 'Pad set',
        part_number: 'D1234',
        category: 'Brakes',
        quantity: '1',
        sold_amount: '89.00',
        cost_amount: '41.00',
      }),
      row({
        ro_number: '1001',
        line_type: 'tire',
        line_description: 'All-season 205/55R16',
        quantity: '2',
        sold_amount: '1,280.00',
        cost_amount: '900',
      }),
      row({
        ro_number: '1001',
        line_type: 'sublet',
        line_description: 'Alignment (vendor)',
        sold_amount: '90',
        cost_amount: '60',
      }),
      row({ ro_number: '1001', line_type: 'fee', line_description: 'Shop supplies', sold_amount: '15.00' }),
      row({ ro_number: '1001', line_type: 'discount', line_description: 'Coupon', sold_amount: '-10.00' }),
      row({ ro_number: '1001', line_type: 'tax', sold_amount: '16.50' }),
    ];
    const result = rowsToRepairOrders(rows, mapping, central);
    expect(result.rowErrors).toEqual([]);
    expect(result.rowsOf).toEqual([[1, 3, 4, 5, 6, 7, 8], [2]]);
    const brakes = { external_id: 'brakes', name: 'Brakes' };
    const tina = { external_id: 'name:tina tech', full_name: 'Tina Tech' };
    const customerId = 'name:ana lopez|5125550188';
    expect(result.repairOrders[0]).toEqual({
      external_id: '1001',
      order_number: '1001',
      status: 'CLOSED',
      opened: '2025-03-04T08:12:00-06:00',
      closed: '2025-03-04T16:40:00-06:00',
      modified: null,
      customer: {
        external_id: customerId,
        first_name: 'Ana',
        last_name: 'Lopez',
        company: null,
        phone_numbers: ['(512) 555-0188'],
        email_addresses: ['ana@example.com'],
        address: null,
        city: null,
        state: null,
        postal_code: null,
        marketing_source: null,
      },
      vehicle: {
        external_id: `${customerId}|2017 honda civic`,
        year: 2017,
        make: 'Honda',
        model: 'Civic',
        vin: null,
      },
      writer: { external_id: 'name:sam writer', full_name: 'Sam Writer' },
      technician: tina,
      labor: [
        {
          description: 'Brake pads',
          category: brakes,
          technician: tina,
          sold_seconds: 5400,
          actual_seconds: 4500,
          sold_price_cents: 18900,
          cost_cents: 5200,
        },
      ],
      parts: [
        {
          description: 'Pad set',
          part_number: 'D1234',
          kind: 'part',
          category: brakes,
          quantity: 1,
          sold_price_cents: 8900,
          cost_cents: 4100,
        },
        {
          description: 'All-season 205/55R16',
          part_number: null,
          kind: 'tire',
          category: null,
          quantity: 2,
          sold_price_cents: 128000,
          cost_cents: 90000,
        },
      ],
      sublets: [{ description: 'Alignment (vendor)', sold_price_cents: 9000, cost_cents: 6000 }],
      fees: [{ description: 'Shop supplies', sold_price_cents: 1500 }],
      discount_cents: 1000,
      tax_cents: 1650,
      recommendations: [],
      inspection: false,
    });
    expect(result.repairOrders[1]).toMatchObject({
      external_id: '1002',
      status: 'OPEN',
      opened: '2025-03-05T00:00:00-06:00',
      closed: null,
      customer: { external_id: 'C-9' },
      vehicle: null,
      fees: [{ description: 'Shop supplies', sold_price_cents: 1500 }],
    });
  });

  it('rejects an RO with any unreadable row whole, by row number and reason', () => {
    const rows = [
      row({ ...ro1001, line_type: 'labor', sold_amount: '100' }),
      row({ ro_number: '1001', line_type: 'part', sold_amount: '(12.00)' }),
      row({ ro_number: '', line_type: 'labor', sold_amount: '5' }),
      row({ ro_number: '1003', opened: '2025-02-30', line_type: 'labor' }),
      row({ ro_number: '1004', opened: '2025-03-04', line_type: 'oil', sold_amount: 'abc' }),
      row({
        ro_number: '1005',
        opened: '2025-03-04',
        status: 'Closed',
        line_type: 'labor',
        sold_amount: '10',
      }),
      row({ ro_number: '1006', line_type: 'fee', sold_amount: '10' }),
      row({
        ro_number: '1007',
        closed: '2025-03-06 10:00',
        line_description: 'Diag',
        sold_hours: '0.5',
        sold_amount: '60',
      }),
    ];
    const result = rowsToRepairOrders(rows, mapping, central);
    expect(result.rowErrors).toEqual([
      { row: 1, reason: 'RO 1001 not stored: row 2 cannot be read' },
      { row: 2, reason: '"(12.00)" is negative; amounts must be 0 or more' },
      { row: 3, reason: 'no RO number' },
      { row: 4, reason: '"2025-02-30" is not a date' },
      {
        row: 5,
        reason:
          'unknown line type "oil" (use labor, part, tire, sublet, fee, discount, tax); "abc" is not an amount of money',
      },
      { row: 6, reason: 'RO 1005: closed: is required when status is CLOSED' },
      { row: 7, reason: 'RO 1006 has no opened date (nor a closed date)' },
    ]);
    // Only the closed date: the RO opened when it closed, and a row with hours is labor.
    expect(result.repairOrders).toHaveLength(1);
    expect(result.repairOrders[0]).toMatchObject({
      external_id: '1007',
      status: 'CLOSED',
      opened: '2025-03-06T10:00:00-06:00',
      closed: '2025-03-06T10:00:00-06:00',
      customer: { external_id: 'ro:1007' },
      labor: [{ description: 'Diag', sold_seconds: 1800, sold_price_cents: 6000 }],
    });
    expect(result.rowsOf).toEqual([[8]]);
  });

  it('keeps a modified date when mapped and reads a row with RO fields only as no line', () => {
    const rows = [
      row({
        ...ro1001,
        modified: '2025-03-05T10:00:00Z',
        customer_id: '7',
        vehicle_vin: '1hgcm82633a004352',
      }),
      row({ ro_number: '1001', line_type: 'labor', sold_amount: '10' }),
    ];
    const [ro] = rowsToRepairOrders(rows, mapping, central).repairOrders;
    expect(ro.modified).toBe('2025-03-05T10:00:00+00:00');
    expect(ro.vehicle?.external_id).toBe('vin:1HGCM82633A004352');
    expect(ro.labor).toHaveLength(1);
  });
});
