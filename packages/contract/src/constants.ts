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
// Sent by the web app's polls (the unread-comment badge): a tab left open is not a user at work, so such a
// request reads the session without moving its idle expiry.
export const BACKGROUND_REQUEST_HEADER = 'x-background-request';
// The business clock's "now" (CLOCK_NOW when set), on every API answer: the web app's default
// ranges (this week, this month, yesterday) start from the server's today, not the browser's.
export const BUSINESS_NOW_HEADER = 'x-business-now';
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
/** The most ROs one "explain this figure" CSV export carries (a year of a busy shop is ~15,000). */
export const EXPLAIN_CSV_MAX_ROWS = 100_000;
/** The longest period an explanation works out month by month (the monthly chart's blocks are 12). */
export const EXPLAIN_MAX_MONTHS = 36;
/** The largest id a database row can have (PostgreSQL int4); a larger id names nothing (api.md: 400). */
export const ID_MAX = 2_147_483_647;

export const RESYNC_LOCK_MS = 172_800_000; // 48 hours per location
export const SYNC_STALE_MS = 3 * 24 * 60 * 60 * 1000;
export const DEFAULT_SYNC_START_YEAR = 2015;
export const DEFAULT_FORECAST_GOAL = 70000;

// Connector sync runs (connectors.md §1): the durable queue of pulls from a web-based system.
export const SYNC_RUN_KINDS = ['first', 'incremental', 'resync'] as const;
export type SyncRunKind = (typeof SYNC_RUN_KINDS)[number];
export const SYNC_RUN_STATES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type SyncRunState = (typeof SYNC_RUN_STATES)[number];
/** How often each location with a connection pulls what changed. */
export const SYNC_INTERVAL_MS = 60 * 60 * 1000;
/** Incremental pulls start this many days before the last successful run, so a late edit is never missed. */
export const SYNC_OVERLAP_DAYS = 1;
/** A running run renews its lease after every page; one whose lease ran out was killed and is resumed. */
export const SYNC_LEASE_MS = 5 * 60 * 1000;
/** Attempts of one run (the first plus resumes after a crash or an error) before it is marked failed. */
export const SYNC_MAX_ATTEMPTS = 3;
/** Rejected ROs kept in a run's record for the history screen. */
export const SYNC_REJECTIONS_KEPT = 200;
export const SYNC_HISTORY_SIZE = 20;
/**
 * ROs a sync hands to ingest at once (whole pages). Larger batches cost PostgreSQL less per RO (the
 * days a batch touches are refreshed once per batch); 2,500 against 1,000 took a quarter off its
 * CPU per RO in a first sync (docs/benchmark-history.md), and a resumed run re-reads 25 pages at most.
 */
export const SYNC_BATCH_ROS = 2500;

// CSV upload (connectors.md §2).
export const CSV_UPLOAD_STATES = ['running', 'finished', 'failed'] as const;
export type CsvUploadState = (typeof CSV_UPLOAD_STATES)[number];
/** Row errors kept per upload for its downloadable report. */
export const CSV_ROW_ERRORS_KEPT = 10_000;

export const MOBILE_WIDTH_PX = 952;
export const CHART_PALETTE_SIZE = 10;
export const COACH_COMMENT_PREVIEW_CHARS = 150;
export const OWNER_COMMENT_PREVIEW_CHARS = 100;
export const EMPLOYEE_WINDOW_MONTHS = 2;
export const CATEGORY_RO_MAX_DAYS = 7;
/** Category report (3-operations §2-§3): the two kinds of category, the chart types, the excluded id. */
export const CATEGORY_TYPES = ['sms', 'dashboard'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const CATEGORY_CHART_TYPES = ['bar', 'line', 'pie'] as const;
export type CategoryChartType = (typeof CATEGORY_CHART_TYPES)[number];
export const DEFAULT_CATEGORY_CHART: CategoryChartType = 'bar';
/** The "no category" id of the shop systems: never reported. */
export const EXCLUDED_CATEGORY_ID = -1;
/** At most this many categories or employees in one category report request. */
export const CATEGORY_REPORT_MAX_IDS = 500;
export const CATEGORY_RO_RANGE_MESSAGE = `The date range of the repair orders may be at most ${CATEGORY_RO_MAX_DAYS} days.`;
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

// User guides (3-operations §2 "User guides", §3 "User guide"): product content kept in the API's
// code, one guide per screen and per KPI of kpis.md, in every locale; the audience is SHOP_USER.
export const USER_GUIDE_SECTIONS = ['SCREEN', 'KPI'] as const;
export type UserGuideSection = (typeof USER_GUIDE_SECTIONS)[number];
export const USER_GUIDE_AUDIENCE = 'SHOP_USER';
/** Modal width of a guide: small (25), medium (50) or large (100). */
export const USER_GUIDE_MODAL_VIEWS = [25, 50, 100] as const;
export type UserGuideModalView = (typeof USER_GUIDE_MODAL_VIEWS)[number];
export const SCREEN_GUIDE_KEYS = [
  'dashboard', 'locations', 'locationSetup', 'desktopAgent', 'worksheets', 'shopComparison', 'measureMyShop', 'reports',
  'categoryReport', 'mapCategory', 'coachingGoals', 'coachComments', 'employeeComments', 'coachingCall',
  'allCustomers', 'emailCount', 'roAudit', 'deletedRos', 'settings', 'helpVideos', 'userGuide',
] as const;
export type ScreenGuideKey = (typeof SCREEN_GUIDE_KEYS)[number];
/** KPI groups are the dashboard's sections: a section's info icon opens the guide of its group. */
export const KPI_GUIDE_GROUPS = ['daily', 'specificDay', 'monthly', 'yearly', 'weekly', 'employees', 'customers', 'marketing'] as const;
export type KpiGuideGroup = (typeof KPI_GUIDE_GROUPS)[number];
/** One guide per KPI of kpis.md, named as kpis.md names it. */
export const KPI_GUIDE_KEYS = [
  'gross_sales_cents', 'sale_count', 'average_sale_cents', 'gross_profit_cents', 'gross_profit_per',
  'gross_profit_without_other', 'average_daily_sales_cents', 'average_daily_sales_count', 'total_discount_per',
  'total_tax_paid_cents', 'labor_gross_profit_rate', 'parts_gross_profit_rate', 'tires_gross_profit_rate',
  'total_labor_sold_seconds', 'sold_hours_per_ro', 'shop_efficiency', 'effective_labor_rate_cents',
  'gross_profit_per_sold_hour_cents', 'variance_percent', 'forecast', 'new_customers', 'returning_customers_count',
  'active_customers', 'lost_customers', 'last7_mon_lost_customers', 'recovered_customer', 'lost_customers_one_visit',
  'attrition', 'acquisition', 'marketing_sources', 'service_advisor_stats', 'technician_stats',
] as const;
export type KpiGuideKey = (typeof KPI_GUIDE_KEYS)[number];

// Help videos (1-foundation §2): added by the operator with the admin CLI.
export const HELP_VIDEO_BOUNDS = { titleMax: 200, descriptionMax: 2000, urlMax: 2000 } as const;

// Coaching call (1-foundation §2 /coaching-call): a call booked with the coach, stored as a
// coaching request of type Coaching_Call without a comment.
export const COACHING_CALL_TIME_WINDOWS = ['morning', 'afternoon', 'anytime'] as const;
export type CoachingCallTimeWindow = (typeof COACHING_CALL_TIME_WINDOWS)[number];
export const COACHING_CALL_BOUNDS = { topicMax: 120, notesMax: 2000, phoneMin: 7, phoneMax: 30, datesMax: 3 } as const;

// Coaching (2-dashboard §3, §5, kpis.md §7): the metrics a coaching goal may target, per chart group
// of the monthly chart. The spec's gross_profit_without_other is the summary field with _cents.
export const COACHING_CHART_GROUPS = [
  'key_indicators',
  'gross_sales',
  'cost_of_sales',
  'gross_profit',
  'marketing',
  'repair_order_analysis',
  'miscellaneous',
] as const;
export type CoachingChartGroup = (typeof COACHING_CHART_GROUPS)[number];
export const GOAL_METRICS = [
  'gross_sales_cents',
  'gross_profit_cents',
  'average_sale_cents',
  'sale_count',
  'gross_profit_without_other_cents',
] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];
export const GOAL_METRICS_BY_GROUP: Record<CoachingChartGroup, readonly GoalMetric[]> = {
  key_indicators: ['gross_sales_cents', 'sale_count', 'average_sale_cents', 'gross_profit_cents'],
  gross_sales: ['gross_sales_cents'],
  cost_of_sales: [],
  gross_profit: ['gross_profit_cents', 'gross_profit_without_other_cents'],
  marketing: [],
  repair_order_analysis: ['sale_count', 'average_sale_cents'],
  miscellaneous: [],
};
export const KPI_TYPES = ['REPAIR_ORDER', 'KPI_ONLY', 'EMAIL_KPI'] as const;
export type KpiType = (typeof KPI_TYPES)[number];
export const COACHING_REQUEST_TYPES = ['Coaching_Call', 'Training_Request'] as const;
export type CoachingRequestType = (typeof COACHING_REQUEST_TYPES)[number];
/** A coaching request e-mail that failed is retried this often, this many times (never dropped silently). */
export const COACHING_REQUEST_RETRY_MS = 5 * 60 * 1000;
export const COACHING_REQUEST_MAX_ATTEMPTS = 12;
export const AGENT_CLIENT_LOCATIONS_PAGE = 25;
export const AGENT_PAGING_HEADER = 'x-paging-cursor';
export const COACH_COMMENT_TITLE_MAX = 200;
export const COACH_COMMENT_TEXT_MAX = 5000;
export const TOOLTIP_TEXT_MAX = 1000;
// Owner comments and the daily summary e-mail (2-dashboard §5, issue 7).
export const OWNER_COMMENT_TITLE_MAX = 200;
export const OWNER_COMMENT_DESCRIPTION_MAX = 5000;
/** The daily summary e-mail goes out from this local hour of the location's time zone. */
export const DAILY_EMAIL_LOCAL_HOUR = 6;
/** Sends of one daily summary e-mail before it is marked failed; retried with a doubling delay from this base. */
export const DAILY_EMAIL_MAX_ATTEMPTS = 5;
export const DAILY_EMAIL_RETRY_BASE_MS = 60_000;
/** How many of the newest coach comments the daily summary e-mail quotes. */
export const DAILY_EMAIL_COACH_COMMENTS = 3;
// Worksheets (3-operations §2 "Worksheets", §3, issue 9).
export const WORKSHEET_PAGE_SIZES = [5, 10, 25, 50] as const;
export const WORKSHEET_STATUSES = ['Draft', 'In review', 'Final'] as const;
export type WorksheetStatusName = (typeof WORKSHEET_STATUSES)[number];
export const WORKSHEET_FIELD_TYPES = ['number', 'currency', 'percent', 'hours', 'text'] as const;
export type WorksheetFieldKind = (typeof WORKSHEET_FIELD_TYPES)[number];
export const WORKSHEET_FIELD_SOURCES = ['system', 'manual'] as const;
/** The definition a new worksheet uses unless another is chosen: seeded by migration 0002. */
export const COMPOSITE_WORKSHEET_ID = 1;
export const COMPOSITE_WORKSHEET_NAME = 'Composite Worksheet';
export const COMPOSITE_WORKSHEET_VERSION = 2;
/** The KPI module metrics a system field can be filled from, with the field type each one has. */
export const WORKSHEET_SYSTEM_KPIS = {
  gross_sales_cents: 'currency',
  gross_profit_cents: 'currency',
  gross_profit_per: 'percent',
  sale_count: 'number',
  average_sale_cents: 'currency',
  effective_labor_rate_cents: 'currency',
  total_labor_sold_seconds: 'hours',
  shop_efficiency: 'percent',
  new_customers_count: 'number',
  sold_hours_per_ro: 'number',
  gross_profit_per_sold_hour_cents: 'currency',
  average_daily_sales_cents: 'currency',
} as const satisfies Record<string, WorksheetFieldKind>;
export type WorksheetKpiKey = keyof typeof WORKSHEET_SYSTEM_KPIS;
export const WORKSHEET_LABEL_MAX = 80;
export const WORKSHEET_TEXT_MAX = 1000;
/** Largest manual amount (cents, seconds or a plain number): keeps values well inside float precision. */
export const WORKSHEET_NUMBER_MAX = 1e12;
/** Shop comparison view modes (3-operations §4). */
export const COMPARISON_STATES = ['SUMMARY', 'CUSTOMER'] as const;
export type ComparisonState = (typeof COMPARISON_STATES)[number];

// Settings, users tab (3-operations §6): how the screens name a role, and the roles a shop owner
// may give (CompositePartner is set by the provider, never in the users form).
export const ROLE_LABELS: Record<Role, string> = {
  User: 'User',
  Admin: 'Shop Owner-General Manager',
  LocationManager: 'Service Advisor-Location Manager',
  CompositePartner: 'Composite Partner',
};
export const ASSIGNABLE_ROLES = ['User', 'Admin', 'LocationManager'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export const USER_FORM_BOUNDS = { nameMax: 120, emailMax: 254 } as const;
/** WEB_BASED_SYSTEMS as a tuple for schemas: the systems whose connection the settings store (the others use the desktop agent). */
export const WEB_BASED_MANAGEMENT_SYSTEMS = ['PROTRACTOR', 'TEKMETRIC', 'SHOPBOSS', 'SHOPWARE'] as const satisfies readonly ManagementSystem[];

// Tekmetric connector (connectors.md §1)
/** Repair orders asked for per page of a pull. */
export const TEKMETRIC_PAGE_SIZE = 100;
/** Request starts allowed per second per client (Tekmetric publishes no limit; 0 = unthrottled). */
export const TEKMETRIC_MAX_REQUESTS_PER_SECOND = 10;
/** 429, 5xx and network errors: attempts in all, with full-jitter exponential backoff between baseMs and maxMs. */
export const TEKMETRIC_RETRY = { attempts: 5, baseMs: 500, maxMs: 30_000 } as const;
/** A longer Retry-After than this is cut to it, so one answer cannot stall a sync run for hours. */
export const TEKMETRIC_RETRY_AFTER_MAX_MS = 120_000;
/** The access token is renewed this long before it expires (at most half its lifetime). */
export const TEKMETRIC_TOKEN_RENEW_MARGIN_SECONDS = 60;
/** One HTTP request that has not answered after this long counts as a network error. */
export const TEKMETRIC_REQUEST_TIMEOUT_MS = 30_000;
/** Customer and vehicle lookups in flight at once during a pull (the throttle still applies). */
export const TEKMETRIC_LOOKUP_CONCURRENCY = 8;

// Operations: losing the database, several processes, rate limits (issue 32)
/** Opening a PostgreSQL connection, or waiting for a free one in the pool, fails after this long (then 503). */
export const DATABASE_CONNECT_TIMEOUT_MS = 10_000;
/** Retry-After (seconds) of the 503 answered while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/**
 * Key of the PostgreSQL advisory lock held while migrating, so that processes starting together
 * migrate one after the other. Any fixed number works; this is "rlom" in ASCII. Never reuse it.
 */
export const MIGRATION_LOCK_KEY = 0x726c6f6d;
/** Sign-in attempts per account (lower-cased e-mail), whatever the address: a successful one does not count. */
export const LOGIN_ACCOUNT_RATE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

// Request input bounds (issue 32): every text, number and date a request carries is bounded, so
// nothing reaches the database in a form it cannot store (api.md: bad input is a 400, never a 500).
/**
 * Years a date in a request or a repair order may have. 1970: older than the records of any shop
 * management system the portal reads, so no real RO is refused, while a year such as 0001 (which
 * JavaScript's Date.UTC reads as 1901) never enters the date arithmetic. 2100: the reports look a
 * year or two ahead and back from a date, which stays far inside what both JavaScript and
 * PostgreSQL dates hold; 9999-12-31 plus a year does not.
 */
export const DATE_MIN_YEAR = 1970;
export const DATE_MAX_YEAR = 2100;
/** The last page a list may be asked for: (page − 1) × MAX_PAGE_SIZE stays far inside an int4 offset. */
export const PAGE_NUM_MAX = 1_000_000;
/** A search or filter text in a query, where its call names no smaller bound. */
export const QUERY_TEXT_MAX = 200;

/**
 * Canonical repair-order limits (ingest.md §1, docs/ingest-limits.md): an RO over one of them is
 * rejected with its reason and never blocks the other ROs of its batch. Generous: a real shop's
 * data must pass; they only keep a broken or hostile source from filling the database.
 */
export const INGEST_LIMITS = {
  /** external_id of the RO, customer, vehicle, employee and category. */
  externalIdMax: 100,
  orderNumberMax: 50,
  /** A person's first or last name, a company, an employee's full name, a category name. */
  nameMax: 200,
  phoneMax: 40,
  emailMax: 254,
  /** Phone numbers and e-mail addresses of one customer. */
  contactsMax: 20,
  addressMax: 500,
  cityMax: 100,
  stateMax: 100,
  postalCodeMax: 20,
  marketingSourceMax: 200,
  /** Vehicle make and model. */
  vehicleTextMax: 100,
  vinMax: 50,
  /** A line's description and a recommendation's text. */
  descriptionMax: 4000,
  partNumberMax: 100,
  recommendationTypeMax: 100,
  /** labor + parts + sublets + fees of one RO. */
  linesMax: 1000,
  recommendationsMax: 500,
  /** A part line's quantity (a count of units; fractional for fluids). */
  quantityMax: 1_000_000,
} as const;
/** Items of a list in one request (ids, employees, fields) where its call names no smaller bound. */
export const REQUEST_LIST_MAX = 500;
/** Tooltip texts saved in one request: there is one per chart, far fewer than this. */
export const TOOLTIP_KEYS_MAX = 200;
/** Data rows one CSV upload may count (a 200 MB file of short rows); its counters are int4 columns. */
export const CSV_MAX_ROWS = 10_000_000;
/** Rows behind one RO of a CSV batch: its lines plus discount and tax rows (lines are capped by INGEST_LIMITS.linesMax). */
export const CSV_ROWS_PER_RO_MAX = 5_000;

// KPI alerts (issue 30).
/** A rule's threshold of a change or pace condition, in percent, is at most this. */
export const ALERT_MAX_PERCENT = 1000;
/** A rule is snoozed for 1..this many days. */
export const ALERT_MAX_SNOOZE_DAYS = 90;
/** Rules per partner: enough for every location's handful, bounded so an evaluation stays short. */
export const ALERT_MAX_RULES = 100;
