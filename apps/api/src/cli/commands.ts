import { z } from 'zod';
import { ROLES, SUBSCRIPTIONS, US_TIME_ZONES } from '@rlo/contract';
import { ingestCommands } from './ingest-commands';
import { demoCommands } from './demo-commands';
import { coachCommands } from './coach-commands';
import { helpVideoCommands } from './help-video-commands';
import { syncCommands } from './sync-commands';
import { parseOptions, type Command } from './options';

export { UsageError } from './options';
import { createLocation, createUser, createVerifiedOwner } from '../modules/accounts/service';

const id = z.coerce.number().int().positive();
const required = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);

const ACCOUNT_COMMANDS: Record<string, Command> = {
  'create-partner': {
    summary: '--business-name N --email E --password P [--owner-name N]   a verified shop owner (Admin, onboarding finished)',
    options: { 'business-name': { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, 'owner-name': { type: 'string' } },
    async run(deps, values) {
      const o = parseOptions(
        'create-partner',
        z.object({
          'business-name': required('business name'),
          email: z.email({ error: 'a valid e-mail address is required' }),
          password: z.string({ error: 'password is required' }).min(5, 'password must have at least 5 characters'),
          'owner-name': z.string().trim().min(1).optional(),
        }),
        values,
      );
      const { partnerId, userId } = await createVerifiedOwner(deps, {
        businessName: o['business-name'],
        email: o.email,
        password: o.password,
        ownerName: o['owner-name'],
      });
      return { partner_id: partnerId, user_id: userId };
    },
  },
  'create-location': {
    summary: '--partner ID --name N [--timezone US/Central] [--subscriptions a,b,c] [--working-days 5]',
    options: {
      partner: { type: 'string' },
      name: { type: 'string' },
      timezone: { type: 'string' },
      subscriptions: { type: 'string' },
      'working-days': { type: 'string' },
    },
    async run(deps, values) {
      const o = parseOptions(
        'create-location',
        z.object({
          partner: id,
          name: required('name'),
          timezone: z.enum(US_TIME_ZONES).optional(),
          subscriptions: z
            .string()
            .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
            .pipe(z.array(z.enum(SUBSCRIPTIONS)))
            .optional(),
          'working-days': z.coerce.number().pipe(z.union([z.literal(4), z.literal(5), z.literal(6)])).optional(),
        }),
        values,
      );
      const { locationId } = await createLocation(deps, {
        partnerId: o.partner,
        name: o.name,
        timezone: o.timezone,
        subscriptions: o.subscriptions,
        workingDays: o['working-days'],
      });
      return { location_id: locationId };
    },
  },
  'create-user': {
    summary: '--partner ID --email E --password P --role User|Admin|LocationManager|CompositePartner [--shop-owner] [--name N]',
    options: {
      partner: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      'shop-owner': { type: 'boolean' },
    },
    async run(deps, values) {
      const o = parseOptions(
        'create-user',
        z.object({
          partner: id,
          email: z.email({ error: 'a valid e-mail address is required' }),
          password: z.string({ error: 'password is required' }).min(5, 'password must have at least 5 characters'),
          role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }),
          name: z.string().trim().min(1).optional(),
          'shop-owner': z.boolean().optional(),
        }),
        values,
      );
      const { userId } = await createUser(deps, {
        partnerId: o.partner,
        email: o.email,
        password: o.password,
        role: o.role,
        name: o.name,
        isShopOwner: o['shop-owner'],
      });
      return { user_id: userId };
    },
  },
};

export const COMMANDS: Record<string, Command> = { ...ACCOUNT_COMMANDS, ...coachCommands, ...ingestCommands, ...demoCommands, ...helpVideoCommands, ...syncCommands };

export function usage(command?: string): string {
  if (command && COMMANDS[command]) return `Usage: npm run admin -- ${command} ${COMMANDS[command].summary}`;
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name} ${c.summary}`);
  return `Usage: npm run admin -- <command> [options]\nCommands:\n${lines.join('\n')}`;
}
