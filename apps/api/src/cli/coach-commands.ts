import { z } from 'zod';
import { assignCoach, createCoach } from '../modules/coaches/service';
import { parseOptions, type Command } from './options';

const id = z.coerce.number().int().positive();

/** Coach accounts (provider staff who write coach comments) and the partners they coach. */
export const coachCommands: Record<string, Command> = {
  'create-coach': {
    summary: '--email E --password P --name N   a coach who signs in and comments on assigned partners',
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    async run(deps, values) {
      const o = parseOptions(
        'create-coach',
        z.object({
          email: z.email({ error: 'a valid e-mail address is required' }),
          password: z.string({ error: 'password is required' }).min(5, 'password must have at least 5 characters'),
          name: z.string({ error: 'name is required' }).trim().min(1, 'name is required'),
        }),
        values,
      );
      const { coachId } = await createCoach(deps, o);
      return { coach_id: coachId };
    },
  },
  'assign-coach': {
    summary: '--coach ID --partner ID   lets the coach see and comment on the partner\'s locations',
    options: { coach: { type: 'string' }, partner: { type: 'string' } },
    async run(deps, values) {
      const o = parseOptions('assign-coach', z.object({ coach: id, partner: id }), values);
      await assignCoach(deps, o.coach, o.partner);
      return { coach_id: o.coach, partner_id: o.partner };
    },
  },
};
