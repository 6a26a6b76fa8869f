import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParams } from '../path-params';
import { buildPath, paths } from '../paths';

describe('buildPath', () => {
  it('puts each value in place of its :name', () => {
    expect(buildPath(paths.dailySummary, { partnerId: 7 })).toBe('/dashboard/7/reports/daily_summary');
    expect(buildPath(paths.crmCustomer, { partnerId: 3, id: 41 })).toBe('/crm/3/customers/41');
    expect(buildPath(paths.customerRepairOrders, { locationId: 2, customerId: 9 })).toBe('/locations/2/9/customer-repair-orders');
  });

  it('encodes each value as one path segment', () => {
    expect(buildPath(paths.userGuide, { section: 'KPI', id: 'a/b c?d' })).toBe('/userGuide/userGuides/KPI/a%2Fb%20c%3Fd');
  });

  it('refuses a call that reaches it without a value (only possible past the type checker)', () => {
    expect(() => buildPath(paths.dailySummary, {} as { partnerId: number })).toThrow(/:partnerId/);
  });

  it('types the parameters from the template (checked by tsc)', () => {
    // @ts-expect-error a missing parameter
    expect(() => buildPath(paths.userGuide, { section: 'KPI' })).toThrow();
    // @ts-expect-error an extra parameter
    expect(buildPath(paths.dailySummary, { partnerId: 1, locationId: 2 })).toBe('/dashboard/1/reports/daily_summary');
    const withExtra = { partnerId: 1, extra: 2 };
    // @ts-expect-error an extra parameter through a variable
    buildPath(paths.dailySummary, withExtra);
    // @ts-expect-error a template without parameters is used as it is
    buildPath(paths.health, {});
    // @ts-expect-error a path that is not in the table
    buildPath('/no/:such', { such: 1 });
  });
});

describe('pathParams', () => {
  it('reads an id schema for each :name of the template', () => {
    const schema = pathParams(paths.crmCustomer);
    expect(Object.keys(schema.shape).sort()).toEqual(['id', 'partnerId']);
    expect(schema.parse({ partnerId: '3', id: '41' })).toEqual({ partnerId: 3, id: 41 });
    expect(schema.safeParse({ partnerId: 'x', id: '41' }).success).toBe(false);
  });

  it('takes another schema for the parameters that are not ids', () => {
    const schema = pathParams(paths.userGuideBySection, { section: z.enum(['KPI', 'SCREEN']) });
    expect(schema.parse({ section: 'KPI' })).toEqual({ section: 'KPI' });
    expect(schema.safeParse({ section: '3' }).success).toBe(false);
    // @ts-expect-error a parameter the template does not have
    pathParams(paths.userGuideBySection, { id: z.string() });
  });
});
