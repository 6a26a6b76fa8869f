import { z } from 'zod';
import { COACHING_CALL_BOUNDS, COACHING_CALL_TIME_WINDOWS } from './constants';
import { idParam, isRealDate, NO_NUL } from './params';

// Coaching call (1-foundation §2 /coaching-call): the user books a call with the coach. Stored as a
// coaching request (2-dashboard §3) of type Coaching_Call without a comment; messages are i18n keys.

const B = COACHING_CALL_BOUNDS;
/** A text with the NUL character (which PostgreSQL text cannot hold); the settings forms use the same key. */
const INVALID_CHARACTER = 'signup.errors.invalidCharacter';

export const coachingCallSaveSchema = z.object({
  topic: z
    .string()
    .trim()
    .min(1, { error: 'guides.coachingCall.errors.topicRequired' })
    .max(B.topicMax, { error: 'guides.coachingCall.errors.tooLong' })
    .regex(NO_NUL, { error: INVALID_CHARACTER }),
  preferredDates: z
    .array(z.string().refine(isRealDate, { error: 'guides.coachingCall.errors.dateInvalid' }), { error: 'guides.coachingCall.errors.dateRequired' })
    .min(1, { error: 'guides.coachingCall.errors.dateRequired' })
    .max(B.datesMax, { error: 'guides.coachingCall.errors.tooManyDates' }),
  timeWindow: z.enum(COACHING_CALL_TIME_WINDOWS, { error: 'guides.coachingCall.errors.windowRequired' }),
  phone: z
    .string()
    .trim()
    .min(B.phoneMin, { error: 'guides.coachingCall.errors.phoneInvalid' })
    .max(B.phoneMax, { error: 'guides.coachingCall.errors.phoneInvalid' })
    .regex(/^[+()\d\s.-]+$/, { error: 'guides.coachingCall.errors.phoneInvalid' }),
  notes: z.string().trim().max(B.notesMax, { error: 'guides.coachingCall.errors.tooLong' }).regex(NO_NUL, { error: INVALID_CHARACTER }).optional(),
});
export type CoachingCallSave = z.infer<typeof coachingCallSaveSchema>;

export const coachingCallQuery = z.object({ partnerId: idParam, locationId: idParam });
export const coachingCallListQuery = z.object({ partnerId: idParam, locationId: idParam.optional() });

/** pending: not tried yet; sent: e-mailed to the coach; failed: the server retries it. */
export const coachingCallSchema = z.object({
  id: z.number().int(),
  locationId: z.number().int(),
  locationName: z.string(),
  commentId: z.number().int().nullable(),
  topic: z.string().nullable(),
  phone: z.string().nullable(),
  preferredDates: z.array(z.string()),
  timeWindow: z.enum(COACHING_CALL_TIME_WINDOWS).nullable(),
  notes: z.string().nullable(),
  name: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  created: z.string(),
});
export type CoachingCall = z.infer<typeof coachingCallSchema>;
