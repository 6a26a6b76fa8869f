import { describe, expect, it } from 'vitest';
import {
  CSV_FIELDS,
  CSV_GENERIC_HEADERS,
  CSV_PRESETS,
  guessMapping,
  mappingForHeaders,
} from '../csv-columns';

describe('guessMapping', () => {
  it('maps the generic layout completely', () => {
    expect(guessMapping(Object.values(CSV_GENERIC_HEADERS))).toEqual(CSV_GENERIC_HEADERS);
  });

  it.each(['RO #', 'ro#', 'Invoice Number', 'Repair Order Number', 'RO_NUMBER', 'Repair Order', 'Invoice #'])(
    'takes %s as the RO number',
    (header) => {
      expect(guessMapping(['Customer', header, 'Total']).ro_number).toBe(header);
    },
  );

  it('reads typical names of other systems', () => {
    const mapping = guessMapping([
      'Invoice #',
      'Date Posted',
      'Created',
      'First Name',
      'Last Name',
      'Phone',
      'E-mail',
      'Year',
      'Make',
      'Model',
      'VIN',
      'Advisor',
      'Tech',
      'Item Type',
      'Description',
      'Qty',
      'Labor Hours',
      'Clocked Hours',
      'Amount',
      'Cost',
      'Part #',
      'Unrelated',
    ]);
    expect(mapping).toEqual({
      ro_number: 'Invoice #',
      opened: 'Created',
      closed: 'Date Posted',
      customer_first_name: 'First Name',
      customer_last_name: 'Last Name',
      customer_phone: 'Phone',
      customer_email: 'E-mail',
      vehicle_year: 'Year',
      vehicle_make: 'Make',
      vehicle_model: 'Model',
      vehicle_vin: 'VIN',
      writer_name: 'Advisor',
      technician_name: 'Tech',
      line_type: 'Item Type',
      line_description: 'Description',
      quantity: 'Qty',
      sold_hours: 'Labor Hours',
      actual_hours: 'Clocked Hours',
      sold_amount: 'Amount',
      cost_amount: 'Cost',
      part_number: 'Part #',
    });
  });

  it('gives each header to one field only', () => {
    const mapping = guessMapping(['RO', 'Hours', 'Labor Hours']);
    expect(mapping).toEqual({ ro_number: 'RO', sold_hours: 'Labor Hours' });
    expect(guessMapping([])).toEqual({});
  });

  it('finds every preset’s own names', () => {
    for (const preset of Object.values(CSV_PRESETS)) {
      const headers = CSV_FIELDS.map((field) => preset[field]);
      expect(guessMapping(headers)).toEqual(preset);
    }
  });
});

describe('mappingForHeaders', () => {
  it('keeps the preset’s headers the file has, matched without case', () => {
    const mapping = mappingForHeaders(CSV_PRESETS.shopware_like, ['ro #', 'STATUS', 'Price', 'Other']);
    expect(mapping).toEqual({ ro_number: 'ro #', status: 'STATUS', sold_amount: 'Price' });
  });
});
