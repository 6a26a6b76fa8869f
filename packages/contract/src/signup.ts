import { z } from 'zod';
import { DEFAULT_TIME_ZONE, LOCALES, SIGNUP_BOUNDS, US_TIME_ZONES } from './constants';
import { NO_NUL } from './params';

// The sign-up form of 1-foundation §2 and §5, shared by the dialog (react-hook-form + zod resolver)
// and by POST /partners. Messages are i18n keys: the web app translates them, the API returns them
// in `errors[].message` and puts SIGNUP_ERROR_TEXT in its top-level message.

/** The fixed brand constant the sign-up object carries (1-foundation §3, reading A). */
export const SIGNUP_BRAND = 'RLO';

export const SIGNUP_ERROR_TEXT = {
  'signup.errors.businessNameRequired': 'Business name is required.',
  'signup.errors.businessNameTooShort': `Business name must have at least ${SIGNUP_BOUNDS.businessNameMin} characters.`,
  'signup.errors.businessZipRequired': 'Business zip is required.',
  'signup.errors.businessZipTooShort': `Business zip must have at least ${SIGNUP_BOUNDS.zipMin} digits.`,
  'signup.errors.businessZipTooBig': `Business zip must have at most ${SIGNUP_BOUNDS.zipMax} digits.`,
  'signup.errors.businessZipNumbersOnly': 'Business zip must contain numbers only.',
  'signup.errors.businessTimezoneInvalid': 'Choose a time zone from the list.',
  'signup.errors.websiteRequired': 'Business website is required.',
  'signup.errors.websiteInvalid': 'Business website is not a valid URL.',
  'signup.errors.contactNameRequired': 'Contact name is required.',
  'signup.errors.contactNameTooShort': `Contact name must have at least ${SIGNUP_BOUNDS.contactNameMin} characters.`,
  'signup.errors.contactNameLettersOnly': 'Contact name may contain letters and spaces only.',
  'signup.errors.phoneRequired': 'Contact phone is required.',
  'signup.errors.phoneTooShort': `Contact phone must have at least ${SIGNUP_BOUNDS.phoneMin} characters.`,
  'signup.errors.emailRequired': 'Contact email is required.',
  'signup.errors.emailInvalid': 'Contact email is not a valid email address.',
  'signup.errors.passwordRequired': 'Password is required.',
  'signup.errors.passwordTooShort': `Password must have at least ${SIGNUP_BOUNDS.passwordMin} characters.`,
  'signup.errors.confirmPasswordRequired': 'Please type the password again.',
  'signup.errors.confirmPasswordMismatch': 'Password must be matched',
  'signup.errors.agreeRequired': 'You must accept the terms of service.',
  'signup.errors.brandInvalid': 'Unknown brand.',
  'signup.errors.localeInvalid': 'Unknown language.',
  'signup.errors.tooLong': 'This value is too long.',
  'signup.errors.invalidCharacter': 'This value contains a character that is not allowed.',
} as const;
export type SignUpErrorKey = keyof typeof SIGNUP_ERROR_TEXT;

const key = <K extends SignUpErrorKey>(k: K) => k;

// Upper bounds the spec does not name; they only keep absurd input out of the database.
const MAX_TEXT = 200;
const MAX_EMAIL = 254;

/**
 * A blank value gives only the "required" key. The issue carries no `continue` flag, so it stops
 * the field's later checks (length, pattern) like an implicit abort; `abort: true` would instead
 * mark the whole form as explicitly aborted, and zod then skips the password comparison below.
 */
const nonBlank =
  (required: SignUpErrorKey) =>
  (payload: z.core.ParsePayload<string>): void => {
    if (payload.value === '')
      payload.issues.push({ code: 'custom', message: required, input: payload.value });
  };

/**
 * A minimum length as a refinement: zod's own `.min` runs even after the blank check failed, and a
 * blank value should say only "required".
 */
const atLeast = (min: number) => (value: string) => [...value].length >= min;

/**
 * Trimmed, required text: a missing or blank value gives only the "required" key. The NUL
 * character (which no one types, and PostgreSQL text cannot hold) is refused like any bad value.
 */
const requiredText = (required: SignUpErrorKey, max = MAX_TEXT) =>
  z
    .string({ error: required })
    .trim()
    .check(nonBlank(required))
    .max(max, { error: key('signup.errors.tooLong') })
    .regex(NO_NUL, { error: key('signup.errors.invalidCharacter') });

const DIGITS = /^\d+$/;
// Word characters with dots or hyphens, ending in a 2 or 3 letter suffix; a scheme and a final
// slash are tolerated because that is how a website is usually pasted.
const DOMAIN_LIKE = /^(https?:\/\/)?[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,3}\/?$/i;
// Letters of any alphabet (José, François) and spaces.
const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;

/**
 * The business and contact fields of sign-up (1-foundation §5): the account settings edit the same
 * details with the same rules (3-operations §2), so both forms take them from here.
 */
export const businessDetailsFields = {
  businessName: requiredText(key('signup.errors.businessNameRequired')).refine(
    atLeast(SIGNUP_BOUNDS.businessNameMin),
    { error: key('signup.errors.businessNameTooShort') },
  ),
  businessZip: requiredText(key('signup.errors.businessZipRequired'))
    .regex(DIGITS, { error: key('signup.errors.businessZipNumbersOnly') })
    .refine(atLeast(SIGNUP_BOUNDS.zipMin), { error: key('signup.errors.businessZipTooShort') })
    .max(SIGNUP_BOUNDS.zipMax, { error: key('signup.errors.businessZipTooBig') }),
  businessTimezone: z
    .enum(US_TIME_ZONES, { error: key('signup.errors.businessTimezoneInvalid') })
    .default(DEFAULT_TIME_ZONE),
  businessUrl: requiredText(key('signup.errors.websiteRequired')).regex(DOMAIN_LIKE, {
    error: key('signup.errors.websiteInvalid'),
  }),
  contactName: requiredText(key('signup.errors.contactNameRequired'))
    .refine(atLeast(SIGNUP_BOUNDS.contactNameMin), { error: key('signup.errors.contactNameTooShort') })
    .regex(LETTERS_AND_SPACES, { error: key('signup.errors.contactNameLettersOnly') }),
  phone: requiredText(key('signup.errors.phoneRequired')).refine(atLeast(SIGNUP_BOUNDS.phoneMin), {
    error: key('signup.errors.phoneTooShort'),
  }),
  contactEmail: requiredText(key('signup.errors.emailRequired'), MAX_EMAIL).pipe(
    z.email({ error: key('signup.errors.emailInvalid') }),
  ),
};

export const signUpSchema = z
  .object({
    ...businessDetailsFields,
    // Passwords are not trimmed: a space is a character like any other.
    password: z
      .string({ error: key('signup.errors.passwordRequired') })
      .check(nonBlank(key('signup.errors.passwordRequired')))
      .refine(atLeast(SIGNUP_BOUNDS.passwordMin), { error: key('signup.errors.passwordTooShort') })
      .max(MAX_TEXT, { error: key('signup.errors.tooLong') })
      .regex(NO_NUL, { error: key('signup.errors.invalidCharacter') }),
    confirmPassword: z
      .string({ error: key('signup.errors.confirmPasswordRequired') })
      .min(1, { error: key('signup.errors.confirmPasswordRequired') })
      .max(MAX_TEXT, { error: key('signup.errors.tooLong') }),
    agree: z.literal(true, { error: key('signup.errors.agreeRequired') }),
    brand: z.literal(SIGNUP_BRAND, { error: key('signup.errors.brandInvalid') }).default(SIGNUP_BRAND),
    /** The interface language at sign-up: the verification e-mail and later mails use it. */
    locale: z.enum(LOCALES, { error: key('signup.errors.localeInvalid') }).optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: key('signup.errors.confirmPasswordMismatch'),
    // Also when other fields are wrong or empty, so the mismatch shows with the rest of the form's errors.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return (
        typeof value?.password === 'string' &&
        value.password !== '' &&
        typeof value.confirmPassword === 'string' &&
        value.confirmPassword !== ''
      );
    },
  });
export type SignUpForm = z.input<typeof signUpSchema>;
export type SignUpRequest = z.output<typeof signUpSchema>;
