import { z } from 'zod';
import { MANAGEMENT_SYSTEMS, ONBOARDING_STAGES, SIGNUP_BOUNDS, WEB_BASED_SYSTEMS, type ManagementSystem } from './constants';
import { idOf, NO_NUL, pageOf, text } from './params';

// Onboarding and card payment (1-foundation §3, §4, §7; 3-operations §3 Account, Billing entry,
// Management connection). The card itself never reaches our server: the browser turns it into a
// token at the payment provider and only the token is posted.

// ---------------------------------------------------------------------------------------------
// Management system options (1-foundation §3): what the screen shows, what the call sends.

export interface ManagementSystemOption {
  value: ManagementSystem;
  /** "Shown as" of the spec; OTHER's label is translated by the web app. */
  label: string;
  webBased: boolean;
}

const SHOWN_AS: Record<ManagementSystem, string> = {
  PROTRACTOR: 'PROTRACTOR',
  TEKMETRIC: 'TEKMETRIC',
  SHOPBOSS: 'SHOPBOSS',
  SHOPWARE: 'SHOPWARE',
  RSMT: 'ROWriter, ROWriter SQL, Mitchell, NAPA Tracs, NAPA Enterprise, Maxx Traxx',
  OTHER: 'My System Is Not Listed',
};

export const MANAGEMENT_SYSTEM_OPTIONS: readonly ManagementSystemOption[] = MANAGEMENT_SYSTEMS.map((value) => ({
  value,
  label: SHOWN_AS[value],
  webBased: WEB_BASED_SYSTEMS.includes(value),
}));

/** The option that opens the send-email dialog instead of moving the stage. */
export const UNLISTED_SYSTEM: ManagementSystem = 'OTHER';

/**
 * POST /{partnerId}/on-boarding[/{locationId}]. `onboardingStage`, when sent, is the stage the
 * client expects the choice to lead to; the server applies its own stage machine and refuses a
 * mismatch (for example FINISH without a card) instead of trusting the client.
 */
export const onboardingQuerySchema = z.object({
  shopManagementTypes: z.enum(MANAGEMENT_SYSTEMS, { error: `shopManagementTypes must be one of ${MANAGEMENT_SYSTEMS.join(', ')}` }),
  onboardingStage: z.enum(ONBOARDING_STAGES, { error: `onboardingStage must be one of ${ONBOARDING_STAGES.join(', ')}` }).optional(),
});
export type OnboardingQuery = z.infer<typeof onboardingQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Onboarding mail: "my system is not listed" (1-foundation §3, §8).

export const ONBOARDING_MAIL_BOUNDS = {
  nameMax: 120,
  emailMax: 254,
  phoneMin: SIGNUP_BOUNDS.phoneMin,
  phoneMax: 40,
  systemMax: 120,
  messageMax: 2000,
} as const;

const trimmed = (min: number, max: number, what: string) =>
  text({
    min,
    max,
    messages: {
      type: `${what} is required.`,
      min: min <= 1 ? `${what} is required.` : `${what} must have at least ${min} characters.`,
      max: `${what} must have at most ${max} characters.`,
      nul: `${what} must not contain the NUL character.`,
    },
  });

export const onboardingMailRequestSchema = z.object({
  email: trimmed(1, ONBOARDING_MAIL_BOUNDS.emailMax, 'Email').pipe(z.email({ error: 'Email is not a valid email address.' })),
  phone: trimmed(ONBOARDING_MAIL_BOUNDS.phoneMin, ONBOARDING_MAIL_BOUNDS.phoneMax, 'Phone'),
  name: trimmed(1, ONBOARDING_MAIL_BOUNDS.nameMax, 'Name'),
  message: trimmed(0, ONBOARDING_MAIL_BOUNDS.messageMax, 'Message').default(''),
  managementSystemName: trimmed(1, ONBOARDING_MAIL_BOUNDS.systemMax, 'Management system name'),
});
export type OnboardingMailRequest = z.input<typeof onboardingMailRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Cards.

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
/** The card type as the screens and partners.card_type show it. */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
};

// A card number looks like 13 to 19 digits, maybe grouped: never a valid token.
const LOOKS_LIKE_CARD_NUMBER = /^[\d\s-]{12,}$/;

/**
 * POST /{partnerId}/payment-info: the token only. Strict (zod 4's `.strict()` spelled as
 * `z.strictObject` so it can carry a message): a client that sends the card number, the CVV or
 * anything else by mistake is refused (400) rather than having it silently dropped.
 */
export const paymentInfoRequestSchema = z.strictObject(
  {
    token: z
      .string({ error: 'token is required: the card is turned into a token in the browser.' })
      .trim()
      .min(1, { error: 'token is required: the card is turned into a token in the browser.' })
      .max(255, { error: 'token is too long.' })
      .regex(NO_NUL, { error: 'token must not contain the NUL character.' })
      .refine((token) => !LOOKS_LIKE_CARD_NUMBER.test(token), {
        error: 'This looks like a card number. Send only the payment provider’s token; card numbers never reach this server.',
      }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Only the card token may be sent (refused: ${issue.keys.join(', ')}): card numbers and security codes never reach this server.`
        : undefined,
  },
);
export type PaymentInfoRequest = z.infer<typeof paymentInfoRequestSchema>;

/** GET /{partnerId}/payment-info: the stored card, or nulls when there is none. */
export const paymentInfoSchema = z.object({
  cardType: z.string().nullable(),
  cardLast4: z.string().nullable(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

// The sandbox provider (no Stripe keys): the browser module makes these tokens and the server's
// sandbox provider reads them. Stripe tokens look nothing like them, so one can never pass for the other.
export const SANDBOX_TOKEN_PREFIX = 'sandbox_tok_';
/** The decline reasons the sandbox knows; the server answers 473 with the provider's message. */
export const SANDBOX_DECLINE_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc'] as const;
export type SandboxDeclineCode = (typeof SANDBOX_DECLINE_CODES)[number];

export interface SandboxCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** `sandbox_tok_<brand>_<last4>_<mm>_<yyyy>`: everything the sandbox needs, nothing a card number could be rebuilt from. */
export const sandboxCardToken = ({ brand, last4, expMonth, expYear }: SandboxCard): string =>
  `${SANDBOX_TOKEN_PREFIX}${brand}_${last4}_${String(expMonth).padStart(2, '0')}_${expYear}`;

/** `sandbox_tok_declined_<code>`: a test card the provider refuses. */
export const sandboxDeclineToken = (code: SandboxDeclineCode): string => `${SANDBOX_TOKEN_PREFIX}declined_${code}`;

// ---------------------------------------------------------------------------------------------
// Billing history (3-operations §3 "Billing entry"): real entries only, newest first.

export const billingEntrySchema = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD; the screen shows dd-MM-yyyy. */
  date: z.string(),
  reference: z.string(),
  description: z.string().nullable(),
  amountCents: z.number().int(),
});
export type BillingEntry = z.infer<typeof billingEntrySchema>;
export const billingEntryListSchema = pageOf(billingEntrySchema);
export type BillingEntryList = z.infer<typeof billingEntryListSchema>;

// ---------------------------------------------------------------------------------------------
// Management connection (3-operations §3): GET /management-system. The API key is never sent in
// full, only masked with its last four characters.

export const MASKED_SECRET_PREFIX = '••••';

export const managementSystemQuerySchema = z.object({
  partnerId: idOf('partnerId must be an id'),
  locationId: idOf('locationId must be an id'),
  shopManagementType: z.enum(MANAGEMENT_SYSTEMS, { error: `shopManagementType must be one of ${MANAGEMENT_SYSTEMS.join(', ')}` }).optional(),
});

export const managementConnectionSchema = z.object({
  locationId: z.number().int(),
  shopManagementType: z.enum(MANAGEMENT_SYSTEMS),
  connectionID: z.string().nullable(),
  /** '••••1234', '••••' when the key is too short to show any of it, or null when none is stored. */
  apiKey: z.string().nullable(),
  authentication: z.string().nullable(),
});
export type ManagementConnection = z.infer<typeof managementConnectionSchema>;
