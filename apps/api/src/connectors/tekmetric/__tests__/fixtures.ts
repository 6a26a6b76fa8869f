import type { Lookups } from '../mapping';
import type { TekmetricCustomer, TekmetricEmployee, TekmetricVehicle } from '../shapes';

// Hand-written Tekmetric records for mapping.test.ts: a posted RO with every kind of line, and the
// customers, vehicle and employees its lookups return.

export const person: TekmetricCustomer = {
  id: 5521,
  firstName: 'Ana',
  lastName: 'Lopez',
  contactFirstName: null,
  contactLastName: null,
  email: 'ana@example.com',
  phone: [
    { number: '(512) 555-0100', type: 'Home', primary: false },
    { number: '(512) 555-0188', type: 'Mobile', primary: true },
  ],
  address: { address1: '12 Elm St', address2: null, city: 'Austin', state: 'TX', zip: '78701' },
  customerType: { id: 1, code: 'CUSTOMER', name: 'Customer' },
  leadSource: 'Google',
};
export const business: TekmetricCustomer = {
  ...person,
  id: 6000,
  firstName: 'Lone Star Plumbing',
  lastName: '',
  contactFirstName: 'Ben',
  contactLastName: 'Okafor',
  email: ['office@lonestar.example', ' ben@lonestar.example '],
  customerType: { id: 2, code: 'BUSINESS', name: 'Business' },
  leadSource: { name: 'Referral' },
};
export const civic: TekmetricVehicle = {
  id: 77,
  year: 2017,
  make: 'Honda',
  model: 'Civic',
  vin: '2HGFC2F59HH000001',
};
export const staff: TekmetricEmployee[] = [
  { id: 7, firstName: 'Sam', lastName: 'Writer', employeeRole: null },
  { id: 9, firstName: 'Tina', lastName: 'Tech', employeeRole: null },
  { id: 11, firstName: 'Ray', lastName: 'Wrench', employeeRole: null },
];
export const lookups: Lookups = {
  customer: (id) => [person, business].find((c) => c.id === id),
  vehicle: (id) => (id === 77 ? civic : undefined),
  employee: (id) => staff.find((e) => e.id === id),
};
export const nobody: Lookups = {
  customer: () => undefined,
  vehicle: () => undefined,
  employee: () => undefined,
};

export type Raw = Record<string, unknown> & { jobs: Record<string, unknown>[] };

export function posted(): Raw {
  return {
    id: 908812,
    repairOrderNumber: 10231,
    shopId: 1,
    repairOrderStatus: { id: 5, code: 'POSTED', name: 'Posted' },
    customerId: 5521,
    vehicleId: 77,
    serviceWriterId: 7,
    technicianId: 9,
    createdDate: '2025-03-04T14:12:00Z',
    updatedDate: '2025-03-04T22:41:10Z',
    postedDate: '2025-03-04T22:40:00Z',
    deletedDate: null,
    discountTotal: 1000,
    taxes: 1650,
    laborSales: 99999, // totals the mapping does not read are not checked
    jobs: [
      {
        name: 'Brake pads',
        jobCategoryName: 'Brakes',
        technicianId: 11,
        authorized: true,
        archived: false,
        loggedHours: 2,
        labor: [
          { name: 'Replace pads', rate: 14900, hours: 1.5 },
          { name: 'Inspect rotors', rate: 14900, hours: 0.3 },
        ],
        parts: [
          {
            quantity: 3,
            brand: 'Wagner',
            name: 'Pad clip',
            partNumber: 'C1',
            cost: 1200,
            retail: 4599,
            partType: { code: 'PART', name: 'Part' },
          },
          {
            quantity: 2,
            brand: 'Michelin',
            name: 'Defender2',
            partNumber: 'T1',
            cost: 13420,
            retail: 20586,
            partType: { code: null, name: 'Passenger tires' },
          },
        ],
        fees: [{ name: 'Hazmat', total: 300 }],
      },
      {
        name: 'Oil change',
        technicianId: null,
        authorized: true,
        archived: false,
        loggedHours: 0.123,
        labor: [
          { name: 'Drain and fill', rate: 9900, hours: 0.5 },
          { name: 'Filter', rate: 9900, hours: 0.5 },
          { name: '', rate: 9900, hours: 0.5 },
        ],
        parts: [
          {
            quantity: 4.5,
            brand: 'Mobil 1',
            name: 'Mobil 1 5W-30',
            cost: 899,
            retail: 1299,
            partType: { code: 'FLUID', name: 'Fluids' },
          },
        ],
      },
      {
        name: 'Rotors',
        authorized: false,
        archived: false,
        subtotal: 52689,
        createdDate: '2025-03-04T14:30:00Z',
        labor: [{ rate: 14900, hours: 1.8 }],
        fees: [{ name: 'Not sold', total: 999 }],
      },
      {
        name: 'Wipers',
        authorized: true,
        archived: true,
        subtotal: 2500,
        labor: [{ rate: 14900, hours: 0.2 }],
      },
      { name: 'Cabin filter', authorized: null, archived: false, subtotal: 4000 },
      { name: 'Old quote', authorized: false, archived: true, subtotal: 7000 },
    ],
    sublets: [
      {
        name: 'Alignment',
        vendor: { name: 'Joe Align' },
        items: [
          { name: 'Four wheel alignment', cost: 6000, price: 9000 },
          { name: 'Road test', cost: 0, price: 1500 },
        ],
      },
      {
        name: 'Tow',
        vendor: 'Hill Towing',
        authorized: false,
        items: [{ name: 'Tow', cost: 100, price: 200 }],
      },
    ],
    fees: [
      { name: 'Shop supplies', total: 1500 },
      { name: 'Hazmat', total: 300 },
    ],
  };
}
