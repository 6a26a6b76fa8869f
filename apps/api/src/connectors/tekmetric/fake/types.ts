// Tekmetric's wire shapes as the fake shop holds them (connectors.md §1): all money integer cents,
// instants as ISO strings in UTC.

export type Coded = { id: number; code: string; name: string };
export interface FakeEmployee {
  id: number;
  firstName: string;
  lastName: string;
  employeeRole: Coded;
  shopId: number;
}
export interface FakeCustomer {
  id: number;
  firstName: string;
  lastName: string;
  contactFirstName: string | null;
  contactLastName: string | null;
  email: string | null;
  phone: { number: string; type: string; primary: boolean }[];
  address: { address1: string; city: string; state: string; zip: string };
  customerType: Coded;
  leadSource: string | null;
  shopId: number;
}
export interface FakeVehicle {
  id: number;
  customerId: number;
  year: number;
  make: string;
  model: string;
  vin: string;
  shopId: number;
}
export interface FakeLabor {
  id: number;
  name: string;
  rate: number;
  hours: number;
  complete: boolean;
}
export interface FakePart {
  id: number;
  quantity: number;
  brand: string;
  name: string;
  partNumber: string;
  cost: number;
  retail: number;
  partType: Coded;
}
export interface FakeAmount {
  id: number;
  name: string;
  total: number;
}
export interface FakeJob {
  id: number;
  repairOrderId: number;
  name: string;
  jobCategoryName: string;
  technicianId: number | null;
  authorized: boolean | null;
  archived: boolean;
  laborHours: number;
  loggedHours: number;
  partsTotal: number;
  laborTotal: number;
  discountTotal: number;
  feeTotal: number;
  subtotal: number;
  createdDate: string;
  labor: FakeLabor[];
  parts: FakePart[];
  fees: FakeAmount[];
  discounts: FakeAmount[];
}
export interface FakeSublet {
  id: number;
  name: string;
  vendor: { id: number; name: string };
  authorized: boolean;
  items: { id: number; name: string; cost: number; price: number }[];
}
export interface FakeRepairOrder {
  id: number;
  repairOrderNumber: number;
  shopId: number;
  repairOrderStatus: Coded;
  customerId: number;
  vehicleId: number | null;
  serviceWriterId: number | null;
  technicianId: number | null;
  milesIn: number;
  milesOut: number | null;
  createdDate: string;
  updatedDate: string;
  completedDate: string | null;
  postedDate: string | null;
  deletedDate: string | null;
  laborSales: number;
  partsSales: number;
  subletSales: number;
  discountTotal: number;
  feeTotal: number;
  taxes: number;
  amountPaid: number;
  totalSales: number;
  jobs: FakeJob[];
  sublets: FakeSublet[];
  fees: FakeAmount[];
  discounts: FakeAmount[];
  customerConcerns: { id: number; concern: string }[];
}

export interface FakeShopOptions {
  seed?: number;
  repairOrders?: number;
  from?: string;
  to?: string;
  shopId?: number;
}
export interface FakeShop {
  shopId: number;
  customers: FakeCustomer[];
  vehicles: FakeVehicle[];
  employees: FakeEmployee[];
  repairOrders: FakeRepairOrder[];
  /** Moves on with every edit, removal, addition or corruption: the server's cached lists follow it. */
  readonly revision: number;
  /** Adds a labor line to a sold job (or `change` does what it likes), and updatedDate becomes now. */
  edit(id: number, change?: (ro: FakeRepairOrder) => void): FakeRepairOrder;
  /** Status 7 with deletedDate and updatedDate now, as Tekmetric keeps deleted ROs. */
  remove(id: number): FakeRepairOrder;
  /** A new posted RO dated now. */
  add(): FakeRepairOrder;
  /** Makes a money field fractional (taxes = 12.5): the mapping must reject just this RO. */
  corrupt(id: number): void;
}
