import type { Rng } from '../../../demo/random';
import * as C from './catalog';
import type { FakeCustomer, FakeEmployee, FakeVehicle } from './types';

// The fake shop's employees (two service writers, the rest technicians), customers (some of them
// businesses, named as Tekmetric does: company in firstName, the person in contact*Name) and their
// vehicles.

export interface FakePeople {
  employees: FakeEmployee[];
  writers: number[];
  technicians: number[];
  customers: FakeCustomer[];
  vehicles: FakeVehicle[];
}

const VIN_CHARACTERS = [...'0123456789ABCDEFGHJKLMNPRSTUVWXYZ'];

export function generatePeople(rng: Rng, shopId: number, customerCount: number): FakePeople {
  const employees: FakeEmployee[] = Array.from({ length: rng.int(4, 6) }, (_, i) => ({
    id: 500 + i,
    firstName: rng.pick(C.FIRST_NAMES),
    lastName: rng.pick(C.LAST_NAMES),
    employeeRole:
      i < 2
        ? { id: 2, code: 'SERVICE_WRITER', name: 'Service Writer' }
        : { id: 3, code: 'TECHNICIAN', name: 'Technician' },
    shopId,
  }));

  const customers: FakeCustomer[] = [];
  const vehicles: FakeVehicle[] = [];
  for (let i = 0; i < customerCount; i++) {
    const [first, last] = [rng.pick(C.FIRST_NAMES), rng.pick(C.LAST_NAMES)];
    const business = rng.chance(0.1);
    const [city, state, zip] = rng.pick(C.CITIES);
    const home = rng.chance(0.3) ? [{ number: `(737) 555-${2000 + i}`, type: 'Home', primary: false }] : [];
    customers.push({
      id: 7000 + i,
      firstName: business ? rng.pick(C.COMPANIES) : first,
      lastName: business ? '' : last,
      contactFirstName: business ? first : null,
      contactLastName: business ? last : null,
      email: rng.chance(0.85) ? `${first}.${last}${i}@example.com`.toLowerCase() : null,
      phone: [{ number: `(512) 555-${1000 + i}`, type: 'Mobile', primary: true }, ...home],
      address: { address1: `${rng.int(10, 9999)} ${rng.pick(C.STREETS)}`, city, state, zip },
      customerType: business
        ? { id: 2, code: 'BUSINESS', name: 'Business' }
        : { id: 1, code: 'CUSTOMER', name: 'Customer' },
      leadSource: rng.chance(0.7) ? rng.pick(C.LEAD_SOURCES) : null,
      shopId,
    });
    for (let v = rng.int(1, 2); v > 0; v--) {
      const [make, model] = rng.pick(C.VEHICLES);
      const vin = Array.from({ length: 17 }, () => rng.pick(VIN_CHARACTERS)).join('');
      vehicles.push({
        id: 30000 + vehicles.length,
        customerId: 7000 + i,
        year: rng.int(2008, 2024),
        make,
        model,
        vin,
        shopId,
      });
    }
  }
  return {
    employees,
    writers: employees.slice(0, 2).map((e) => e.id),
    technicians: employees.slice(2).map((e) => e.id),
    customers,
    vehicles,
  };
}
