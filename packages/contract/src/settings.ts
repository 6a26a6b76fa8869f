import { z } from 'zod';
import {
  ASSIGNABLE_ROLES,
  ROLES,
  SUBSCRIPTIONS,
  SUBSCRIPTION_STATUSES,
  USER_FORM_BOUNDS,
  US_TIME_ZONES,
  WEB_BASED_MANAGEMENT_SYSTEMS,
} from './constants';
import { idOf, idParam, NO_NUL, pageOf } from './params';
import { businessDetailsFields } from './signup';

// Settings (3-operations §2 "Settings", §3 Account and User, §7 "Account and users"). Field names
// are the spec's entity names; the rules of the business and contact details are sign-up's, so
// their messages are the same i18n keys (signup.errors.*).

const ADDRESS_MAX = 200;
/** The i18n key of a text holding the NUL character, which PostgreSQL text cannot store. */
const INVALID_CHARACTER = 'signup.errors.invalidCharacter';
const optionalText = (max = ADDRESS_MAX) =>
  z
    .string()
    .trim()
    .max(max, { error: 'signup.errors.tooLong' })
    .regex(NO_NUL, { error: INVALID_CHARACTER })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

// ---------------------------------------------------------------------------------------------
// Account

/**
 * The plan the account holds: its subscription status and the subscriptions its enabled locations
 * have (each with how many locations have it, in SUBSCRIPTIONS order). No subscription: no plan,
 * and the screen shows the default text (DEFAULT_SUBSCRIPTION_TEXT, translated).
 */
export const accountPlanSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscriptions: z.array(z.object({ subscription: z.enum(SUBSCRIPTIONS), locations: z.number().int() })),
});
export type AccountPlan = z.infer<typeof accountPlanSchema>;

/** GET /account/{id}: the partner's account as the settings screen shows it. */
export const accountSchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  timezone: z.enum(US_TIME_ZONES),
  contactName: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  cardType: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** The plan as text set for the account; DEFAULT_SUBSCRIPTION_TEXT when none was set. */
  subscriptionText: z.string(),
  plan: accountPlanSchema,
  /** The desktop agent's installer (Location setup links it too). */
  appDownloadUrl: z.string().nullable(),
  /** The payment provider's public key (null: sandbox) and the account's id there. */
  paymentProcessingPublicKey: z.string().nullable(),
  paymentAccountId: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** POST /account[/{id}]: business and contact details, with the sign-up rules. */
export const accountUpdateSchema = z.object({
  businessName: businessDetailsFields.businessName,
  website: businessDetailsFields.businessUrl,
  address: optionalText(),
  city: optionalText(),
  state: optionalText(),
  zip: businessDetailsFields.businessZip,
  timezone: businessDetailsFields.businessTimezone,
  contactName: businessDetailsFields.contactName,
  phone: businessDetailsFields.phone,
  email: businessDetailsFields.contactEmail,
});
export type AccountUpdateForm = z.input<typeof accountUpdateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Users

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  defaultLocation: z.number().int().nullable(),
  /**
   * LocationManager only: the locations they work at besides the default one; they see and change
   * only those (docs/decisions/2026-11-26-location-manager-scoping.md, "LocationManager location scoping"). Empty for other roles.
   */
  locationIds: z.array(z.number().int()),
  customerContact: z.boolean(),
  verified: z.boolean(),
});
export type PartnerUser = z.infer<typeof userSchema>;
export const userListSchema = pageOf(userSchema);
export type PartnerUserList = z.infer<typeof userListSchema>;

/**
 * POST /users (new: invited by e-mail) and POST /users/{id} (edit). Name and e-mail are required
 * (3-operations §5); messages are i18n keys of the settings block. `role` may be left out when
 * editing a CompositePartner, whose role the form does not change.
 */
export const userSaveSchema = z.object({
  name: z
    .string({ error: 'settings.users.errors.nameRequired' })
    .trim()
    .min(1, { error: 'settings.users.errors.nameRequired', abort: true })
    .max(USER_FORM_BOUNDS.nameMax, { error: 'settings.users.errors.nameTooLong' })
    .regex(NO_NUL, { error: INVALID_CHARACTER }),
  email: z
    .string({ error: 'settings.users.errors.emailRequired' })
    .trim()
    .min(1, { error: 'settings.users.errors.emailRequired', abort: true })
    .max(USER_FORM_BOUNDS.emailMax, { error: 'settings.users.errors.emailInvalid' })
    .pipe(z.email({ error: 'settings.users.errors.emailInvalid' })),
  role: z.enum(ASSIGNABLE_ROLES, { error: 'settings.users.errors.roleInvalid' }).optional(),
  defaultLocation: idOf('settings.users.errors.locationInvalid').nullable().default(null),
  /** LocationManager only (ignored and stored empty for other roles); each must be the partner's location. */
  locationIds: z.array(idParam, { error: 'settings.users.errors.locationInvalid' }).max(500).default([]),
  customerContact: z.boolean().default(false),
});
export type UserSaveForm = z.input<typeof userSaveSchema>;
export type UserSave = z.output<typeof userSaveSchema>;

// ---------------------------------------------------------------------------------------------
// Management connection: POST /management-system?partnerId&locationId, the write beside the
// spec's GET. The API key is sealed at rest and answered masked; a blank key keeps the stored one,
// since the screen never has the whole key to send back.

const CONNECTION_TEXT_MAX = 200;
export const managementConnectionSaveSchema = z.object({
  shopManagementType: z.enum(WEB_BASED_MANAGEMENT_SYSTEMS, { error: 'settings.management.errors.systemInvalid' }),
  connectionID: z
    .string({ error: 'settings.management.errors.connectionIdRequired' })
    .trim()
    .min(1, { error: 'settings.management.errors.connectionIdRequired' })
    .max(CONNECTION_TEXT_MAX, { error: 'signup.errors.tooLong' })
    .regex(NO_NUL, { error: INVALID_CHARACTER }),
  apiKey: z
    .string()
    .trim()
    .max(CONNECTION_TEXT_MAX, { error: 'signup.errors.tooLong' })
    .regex(NO_NUL, { error: INVALID_CHARACTER })
    .nullable()
    .optional()
    .transform((value) => value || null),
  authentication: optionalText(CONNECTION_TEXT_MAX),
});
export type ManagementConnectionSaveForm = z.input<typeof managementConnectionSaveSchema>;
export type ManagementConnectionSave = z.output<typeof managementConnectionSaveSchema>;
