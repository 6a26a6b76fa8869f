// The browser measure of the benchmark: Debian's Chromium (headless, through playwright-core) signs
// in as the demo owner on the production build, served by the real app, and times from the
// navigation to the dashboard until every section shows figures; it also sums the gzip size of the
// JavaScript requested before the first figure. Skipped, with its reason, when there is no build or
// no Chromium.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The dashboard's eight sections (SECTION_IDS in apps/web/src/features/dashboard/components/DashboardSections.tsx). */
export const DASHBOARD_SECTIONS = [
  'daily-summary-section',
  'specific-day-section',
  'monthly-barchart-section',
  'yearly-comparison-section',
  'weekly-chart-section',
  'employee-barchart-section',
  'customer-report-section',
  'marketing-sources-section',
] as const;

/** The launch flags of playwright.config.ts. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
/**
 * Tall enough for all eight sections at once (they load as they come into view): the page asks for
 * every section's code and figures together, the most it ever asks at once.
 */
const VIEWPORT = { width: 1366, height: 8000 };
/** The window of the browser suite (playwright.config.ts), for the JavaScript a person's first view loads. */
const ORDINARY_VIEWPORT = { width: 1366, height: 900 };
const RUN_TIMEOUT_MS = 60_000;

export interface BrowserRun {
  /** Navigation to the dashboard → the first section showing figures. */
  firstFigureMs: number;
  /** Navigation to the dashboard → every section showing figures. */
  dashboardMs: number;
  /** Sections that settled on their "nothing to show" state. */
  emptySections: string[];
  failure?: string;
}

export interface BrowserResult {
  viewport: string;
  scope: string;
  runs: BrowserRun[];
  medianMs: number;
  firstFigureMedianMs: number;
  /** The JavaScript requested from the sign-in page's load until the first figure, in a 1366×900 window. */
  js: { files: { path: string; rawBytes: number; gzipBytes: number }[]; rawBytes: number; gzipBytes: number };
}

export type BrowserOutcome = BrowserResult | { skipped: string };

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Why the browser measure cannot run here (no build, no Chromium), or null. */
export function browserSkipReason(webRoot: string, chromium: string): string | null {
  if (!existsSync(path.join(webRoot, 'index.html'))) return `no web build in ${webRoot} (npm run build)`;
  if (!existsSync(chromium)) return `no Chromium at ${chromium}`;
  return null;
}

/**
 * The gzip size of a file of the build: its precompressed .gz copy when the build wrote one (what
 * the server sends), else the file gzipped here at level 9.
 */
export function gzipSizeOf(file: string): { rawBytes: number; gzipBytes: number } {
  const rawBytes = statSync(file).size;
  if (existsSync(`${file}.gz`)) return { rawBytes, gzipBytes: statSync(`${file}.gz`).size };
  return { rawBytes, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length };
}

/** The .js files of the build among the requested URLs (each once), with their sizes. */
export function jsOfBuild(urls: readonly string[], webRoot: string): BrowserResult['js'] {
  const paths = [...new Set(urls.map((u) => new URL(u).pathname).filter((p) => p.endsWith('.js')))];
  const files = paths
    .map((p) => ({ path: p, file: path.join(webRoot, p) }))
    .filter(({ file }) => file.startsWith(path.resolve(webRoot) + path.sep) && existsSync(file))
    .map(({ path: p, file }) => ({ path: p, ...gzipSizeOf(file) }));
  return {
    files,
    rawBytes: files.reduce((n, f) => n + f.rawBytes, 0),
    gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
  };
}

/** The few browser globals the page script uses (the bench compiles without the DOM library). */
interface PageElement {
  getAttribute(name: string): string | null;
  querySelector(selector: string): unknown;
}
interface PageGlobals {
  __benchMarks?: PageMarks;
  location: { pathname: string };
  history: Record<'pushState' | 'replaceState', (...args: unknown[]) => void>;
  document: { getElementById(id: string): PageElement | null };
  requestAnimationFrame(callback: () => void): number;
}

interface PageMarks {
  navigated: number | null;
  first: number | null;
  all: number | null;
  timeOrigin: number;
  errors: string[];
  empty: string[];
  pending: string[];
}

/**
 * Runs in every document before the app's scripts: notes (page clock, ms since the document's
 * navigation started) when the URL becomes /dashboard — a full load of it, or the app's own
 * navigation after signing in — then, every frame, whether each section has settled: in view, and
 * no loading placeholder, skeleton or spinner left in it.
 */
function installMarks(sections: readonly string[]): void {
  const { location, history, document, requestAnimationFrame } = globalThis as unknown as PageGlobals;
  const marks: PageMarks = { navigated: null, first: null, all: null, timeOrigin: performance.timeOrigin, errors: [], empty: [], pending: [...sections] };
  (globalThis as unknown as PageGlobals).__benchMarks = marks;
  const onDashboard = () => location.pathname.startsWith('/dashboard');
  if (onDashboard()) marks.navigated = 0;
  const mark = () => {
    if (marks.navigated === null && onDashboard()) marks.navigated = performance.now();
  };
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name].bind(history);
    history[name] = (...args: unknown[]) => {
      original(...args);
      mark();
    };
  }
  const busy = '[data-state="loading"], .MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])';
  const tick = () => {
    mark();
    if (marks.navigated !== null) {
      const state = sections.map((id) => {
        const element = document.getElementById(id);
        if (!element || element.getAttribute('data-in-view') !== 'true' || element.querySelector(busy)) return 'pending';
        if (element.querySelector('[data-state="error"]')) return 'error';
        if (element.querySelector('[data-state="empty"]')) return 'empty';
        return 'figures';
      });
      const now = performance.now();
      if (marks.first === null && state.includes('figures')) marks.first = now;
      marks.pending = sections.filter((_, i) => state[i] === 'pending');
      if (marks.pending.length === 0) {
        marks.all = now;
        marks.errors = sections.filter((_, i) => state[i] === 'error');
        marks.empty = sections.filter((_, i) => state[i] === 'empty');
        return;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

type Browser = Awaited<ReturnType<(typeof import('playwright-core'))['chromium']['launch']>>;

interface SignIn {
  baseUrl: string;
  email: string;
  password: string;
}

/**
 * One fresh browser context (no cookies, no cached files): the sign-in page, the demo owner's
 * credentials, Sign in; then waits until the dashboard's first figure, or every section, shows.
 * The marks, and the scripts requested with the moment (epoch ms) of each request.
 */
async function signInAndWait(
  browser: Browser,
  signIn: SignIn,
  viewport: { width: number; height: number },
  until: 'first' | 'all',
): Promise<{ marks: PageMarks; scripts: { url: string; at: number }[] } | { failure: string }> {
  const context = await browser.newContext({ baseURL: signIn.baseUrl, viewport });
  try {
    // As text: the function's source as this process compiled it, with esbuild's __name helper defined.
    await context.addInitScript({ content: `var __name = (f) => f; (${installMarks.toString()})(${JSON.stringify(DASHBOARD_SECTIONS)});` });
    const page = await context.newPage();
    const scripts: { url: string; at: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) scripts.push({ url: request.url(), at: Date.now() });
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(signIn.email);
    await page.locator('input[autocomplete="current-password"]').fill(signIn.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    try {
      await page.waitForFunction(
        (wanted) => {
          const marks = (globalThis as unknown as PageGlobals).__benchMarks;
          return marks !== undefined && (marks.all !== null || (wanted === 'first' && marks.first !== null));
        },
        until,
        { timeout: RUN_TIMEOUT_MS, polling: 50 },
      );
      return { marks: await page.evaluate(() => (globalThis as unknown as PageGlobals).__benchMarks as PageMarks), scripts };
    } catch {
      const left = await page.evaluate(() => (globalThis as unknown as PageGlobals).__benchMarks).catch(() => undefined);
      const seconds = RUN_TIMEOUT_MS / 1000;
      return { failure: left?.navigated == null ? `no dashboard within ${seconds} s (at ${page.url()})` : `still loading after ${seconds} s: ${left.pending.join(', ')}` };
    }
  } finally {
    await context.close();
  }
}

/**
 * Signs in `runs` times on the app at `baseUrl` (which serves the build in `webRoot`), each in a fresh
 * context with every section in view, and times the dashboard; then once more in an ordinary window
 * (1366×900, the sections below the fold load as they scroll in) for the JavaScript requested before
 * the first figure: the tall window would also ask for the code of the sections a person has not
 * scrolled to yet.
 */
export async function measureDashboard(options: SignIn & { webRoot: string; chromium: string; runs: number; log?: (line: string) => void }): Promise<BrowserResult> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: options.chromium, headless: true, args: CHROMIUM_ARGS });
  const runs: BrowserRun[] = [];
  let js: BrowserResult['js'] = { files: [], rawBytes: 0, gzipBytes: 0 };
  try {
    for (let i = 0; i < options.runs; i++) {
      const outcome = await signInAndWait(browser, options, VIEWPORT, 'all');
      let run: BrowserRun;
      if ('failure' in outcome) {
        run = { firstFigureMs: Number.NaN, dashboardMs: Number.NaN, emptySections: [], failure: outcome.failure };
      } else {
        const { marks } = outcome;
        const navigated = marks.navigated ?? 0;
        run = {
          firstFigureMs: (marks.first ?? marks.all ?? 0) - navigated,
          dashboardMs: (marks.all ?? 0) - navigated,
          emptySections: marks.empty,
          ...(marks.errors.length > 0 ? { failure: `sections in error: ${marks.errors.join(', ')}` } : {}),
        };
      }
      runs.push(run);
      options.log?.(`  run ${i + 1}: first figure ${Math.round(run.firstFigureMs)} ms, every section ${Math.round(run.dashboardMs)} ms${run.failure ? ` (${run.failure})` : ''}`);
    }
    const first = await signInAndWait(browser, options, ORDINARY_VIEWPORT, 'first');
    if ('failure' in first) {
      options.log?.(`  JavaScript before the first figure: not measured (${first.failure})`);
    } else if (first.marks.first !== null) {
      // Requested (Node's clock) no later than the first figure (the page's clock, as epoch ms).
      const firstAt = first.marks.timeOrigin + first.marks.first;
      js = jsOfBuild(first.scripts.filter((s) => s.at <= firstAt).map((s) => s.url), options.webRoot);
    }
  } finally {
    await browser.close();
  }
  const good = runs.filter((r) => r.failure === undefined);
  return {
    viewport: `${VIEWPORT.width}×${VIEWPORT.height}`,
    scope: 'the first location, as the dashboard opens',
    runs,
    medianMs: median(good.map((r) => r.dashboardMs)),
    firstFigureMedianMs: median(good.map((r) => r.firstFigureMs)),
    js,
  };
}
