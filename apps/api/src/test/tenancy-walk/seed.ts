import { schema, type Db } from '@rlo/db';
import { createLocation, createUser, createVerifiedOwner } from '../../modules/accounts/service';
import type { TestContext } from '../app';
import { insertLocationObjects } from '../location-objects';
import type { Kind } from '../object-kinds';

// The shops the tenancy walk (__tests__/tenancy-walk.test.ts) moves between: one of each object a
// route can name, inserted through the schema so that every kind of id exists, each with names
// that must never show up in another tenant's answers.

/** Kinds that belong to the partner as a whole, not to one of its locations. */
export const PARTNER_LEVEL: ReadonlySet<Kind> = new Set(['partner', 'worksheetDefinition', 'worksheetFieldDefinition', 'user']);

/**
 * One location's objects: every kind's id, a second customer (a merge takes two), its RO number and
 * the texts only it may show.
 */
export type Tenant = Record<Kind, number> & { tag: string; secondCustomer: number; roNumber: string; secrets: string[] };

/** Names with no tag inside another tag's name ("A" vs "A2" would make QuincyA a part of QuincyA2). */
const namesOf = (tag: string) => ({
  business: `${tag} Zulu Motors Partner`,
  location: `${tag}-Quayside Garage Location`,
  firstName: `Quincy${tag}x`,
  lastName: `Customerson${tag}x`,
  customerEmail: `quincy.${tag.toLowerCase()}@customer-${tag.toLowerCase()}.test`,
  roNumber: `RO-${tag}-77731`,
  ownerEmail: `owner@${tag.toLowerCase()}-tenant.test`,
  employee: `Wendy Writer${tag}x`,
  coachTitle: `Coach note ${tag}x`,
  ownerTitle: `Owner note ${tag}x`,
});

export interface Shop {
  partnerId: number;
  ownerUserId: number;
}

export async function createShop(ctx: TestContext, tag: string): Promise<Shop> {
  const names = namesOf(tag);
  const { partnerId, userId } = await createVerifiedOwner(ctx.deps, { businessName: names.business, email: names.ownerEmail, password: 'secret1' });
  return { partnerId, ownerUserId: userId };
}

/** A location of the shop with one of each object; `tag` names it (its secrets are its own). */
export async function seedLocation(ctx: TestContext, shop: Shop, tag: string): Promise<Tenant> {
  const names = namesOf(tag);
  const { locationId } = await createLocation(ctx.deps, { partnerId: shop.partnerId, name: names.location });
  const ids = await seedObjects(ctx.deps.database.db, shop, locationId, tag, names);
  const { userId: staff } = await createUser(ctx.deps, { partnerId: shop.partnerId, email: `staff.${tag.toLowerCase()}@${tag.toLowerCase()}-tenant.test`, password: 'secret1', role: 'User' });
  return {
    ...ids,
    partner: shop.partnerId,
    location: locationId,
    user: staff,
    tag,
    roNumber: names.roNumber,
    secrets: [names.location, names.firstName, names.lastName, names.customerEmail, names.roNumber, names.employee, names.coachTitle, names.ownerTitle],
  };
}

/** The texts of the shop as a whole (its business name and owner), for the walks across partners. */
export const shopSecrets = (tag: string) => [namesOf(tag).business, namesOf(tag).ownerEmail];

type Names = ReturnType<typeof namesOf>;
type ObjectIds = Omit<Record<Kind, number>, 'partner' | 'location' | 'user'> & { secondCustomer: number };

async function seedObjects(db: Db, shop: Shop, locationId: number, tag: string, names: Names): Promise<ObjectIds> {
  const { partnerId } = shop;
  const at = { partnerId, locationId };
  const [customer] = await db
    .insert(schema.customers)
    .values({ ...at, externalId: `c-${tag}`, firstName: names.firstName, lastName: names.lastName, emailAddresses: [names.customerEmail] })
    .returning();
  // The same person entered twice: the duplicate pair a merge names.
  const [twin] = await db
    .insert(schema.customers)
    .values({ ...at, externalId: `c2-${tag}`, firstName: names.firstName, lastName: names.lastName, emailAddresses: [names.customerEmail] })
    .returning();
  const [vehicle] = await db.insert(schema.vehicles).values({ ...at, customerId: customer.id, externalId: `v-${tag}`, make: 'Ford' }).returning();
  const [employee] = await db.insert(schema.employees).values({ ...at, externalId: `e-${tag}`, fullName: names.employee, serviceAdvisor: true }).returning();
  const [ro] = await db
    .insert(schema.repairOrders)
    .values({
      ...at,
      externalId: `ro-${tag}`,
      orderNumber: names.roNumber,
      status: 'CLOSED',
      openedAt: new Date('2026-03-02T14:00:00Z'),
      closedAt: new Date('2026-03-02T20:00:00Z'),
      businessDate: '2026-03-02',
      customerId: customer.id,
      vehicleId: vehicle.id,
      writerId: employee.id,
      totalSoldCents: 45_600,
    })
    .returning();
  const objects = await insertLocationObjects(db, at, { ownerUserId: shop.ownerUserId, ro, employee }, {
    coachName: 'Coach Carter', coachTitle: names.coachTitle, coachNote: 'Watch the ARO', ownerTitle: names.ownerTitle, field: `Field ${tag}`,
    worksheet: `Worksheet ${tag}`, mailTo: names.ownerEmail, mailSubject: `Daily summary ${names.location}`, upload: `walk-${tag}.csv`,
  });
  const [category] = await db.insert(schema.categories).values({ ...at, externalId: `cat-${tag}`, name: `Brakes ${tag}` }).returning();
  const [dashboardCategory] = await db.select({ id: schema.dashboardCategories.id }).from(schema.dashboardCategories).limit(1);
  const [mapped] = await db
    .insert(schema.mappedCategories)
    .values({ ...at, dashboardCategoryId: dashboardCategory.id, mappedCategory: String(category.id) })
    .returning();
  // A booked coaching call: the partner-wide call list names its location.
  await db.insert(schema.coachingRequests).values({ ...at, type: 'Coaching_Call', name: names.employee, email: names.customerEmail, description: 'Walk call' });
  return {
    ...objects,
    customer: customer.id,
    secondCustomer: twin.id,
    vehicle: vehicle.id,
    employee: employee.id,
    repairOrder: ro.id,
    category: category.id,
    mappedCategory: mapped.id,
  };
}
