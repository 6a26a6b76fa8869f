// Every business constant of the spec lives here, once (1-foundation §9, 2-dashboard §9, 3-operations §9).

export const API_PREFIX = '/partners/api';
export const PRODUCT_TITLE_SUFFIX = ' - Rlo training';

export const LOCALES = ['en_US', 'en_FR', 'en_ES'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en_US';
export const LOCALE_NAMES: Record<Locale, string> = { en_US: 'English', en_FR: 'Français', en_ES: 'Español' };

export const US_TIME_ZONES = [
  'US/Hawaii',
  'US/Alaska',
  'US/Pacific',
  'US/Arizona',
  'US/Mountain',
  'US/Central',
  'US/Eastern',
] as const;
export type UsTimeZone = (typeof US_TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: UsTimeZone = 'US/Central';

export const ROLES = ['User', 'Admin', 'LocationManager', 'CompositePartner'] as const;
export type Role = (typeof ROLES)[number];

export const ONBOARDING_STAGES = ['MANAGEMENT_SYSTEM', 'CREDIT_CARD', 'FINISH'] as const;
export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

export const SUBSCRIPTIONS = ['rlo_standard', 'rlo_daily_email', 'measure_my_shop'] as const;
export type Subscription = (typeof SUBSCRIPTIONS)[number];
export const SUBSCRIPTION_STATUSES = ['Active', 'Disabled', 'Trial'] as const;

export const MANAGEMENT_SYSTEMS = ['PROTRACTOR', 'TEKMETRIC', 'SHOPBOSS', 'SHOPWARE', 'RSMT', 'OTHER'] as const;
export type ManagementSystem = (typeof MANAGEMENT_SYSTEMS)[number];
export const WEB_BASED_SYSTEMS: readonly ManagementSystem[] = ['PROTRACTOR', 'TEKMETRIC', 'SHOPBOSS', 'SHOPWARE'];

export const RO_STATUSES = ['OPEN', 'ESTIMATE', 'CLOSED', 'DELETED'] as const;
export type RoStatus = (typeof RO_STATUSES)[number];

export const WORKING_DAYS_OPTIONS = [4, 5, 6] as const;

// Session (api.md): idle 30 min, absolute 12 h; both configurable by environment.
export const SESSION_COOKIE = 'access_token';
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_EXPIRES_HEADER = 'x-session-expires-at';
export const IDLE_WARNING_SECONDS = 120;
export const IDLE_SECONDS_MODE_AT = 30;

export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_EXTENDED_TIMEOUT_MS = 1000;

export const PAGE_SIZES_GLOBAL = [5, 10, 25, 50, 100] as const;
export const GRID_PAGE_SIZES = [5, 10, 25, 50] as const;
export const GRID_DEFAULT_PAGE_SIZE = 5;
export const WORKSHEET_DEFAULT_PAGE_SIZE = 10;
export const COMMENT_PAGE_SIZE = 10;
export const DELETED_RO_PAGE_SIZE = 10;
export const CATEGORY_RO_PAGE_SIZE = 10;
export const RO_AUDIT_PAGE_SIZE = 5;
export const RO_AUDIT_PREFETCH_PAGES = 8;
export const MAX_PAGE_SIZE = 100;

export const RESYNC_LOCK_MS = 172_800_000; // 48 hours per location
export const SYNC_STALE_MS = 3 * 24 * 60 * 60 * 1000;
export const DEFAULT_SYNC_START_YEAR = 2015;
export const DEFAULT_FORECAST_GOAL = 70000;

export const MOBILE_WIDTH_PX = 952;
export const CHART_PALETTE_SIZE = 10;
export const COACH_COMMENT_PREVIEW_CHARS = 150;
export const OWNER_COMMENT_PREVIEW_CHARS = 100;
export const EMPLOYEE_WINDOW_MONTHS = 2;
export const CATEGORY_RO_MAX_DAYS = 7;
export const TECH_COUNT_OPTIONS = [0, 1, 2, 3, 4, 5] as const;
export const MEASURE_MY_SHOP_MIN_PEERS = 3;
export const SAMPLE_POSTAL_CODE = '12345';
export const DEFAULT_SUBSCRIPTION_TEXT = 'None ($0.00/month)';
export const SEARCH_DATE_UTC_HOUR = 5;

export const INGEST_MAX_BATCH = 1000;
export const MINIMUM_AGE = 15;
export const LIABILITY_CAP_USD = 100;

// Sign-up bounds (1-foundation §5).
export const SIGNUP_BOUNDS = {
  businessNameMin: 5,
  zipMin: 5,
  zipMax: 20,
  contactNameMin: 6,
  phoneMin: 5,
  passwordMin: 5,
  forgotEmailMin: 5,
} as const;

export const SUPPORT_EMAIL = 'support@rlotraining.com';
