// Bytes a browser moves to show the sign-in page and the dashboard, each with an empty cache:
// `node scripts/measure-transfer.mjs http://127.0.0.1:3000` against a server with the demo data.
// Counts what Chromium received on the wire (headers and bodies, compressed when the server
// compressed), and the gzip size of the scripts loaded before the dashboard's first figure.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const OWNER = { email: 'owner@demo-auto.com', password: 'demo1234' };

/** Records every response of a page through the DevTools protocol: URL, type, encoding, bytes on the wire. */
async function recorder(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // No cache at all: each measure is a first visit.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const byId = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(
      ([k]) => k.toLowerCase() === 'content-encoding',
    )?.[1];
    byId.set(requestId, { url: response.url, type, encoding: encoding ?? '', bytes: 0, done: false });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = byId.get(requestId);
    if (entry) Object.assign(entry, { bytes: encodedDataLength, done: true, at: Date.now() });
  });
  return { entries: () => [...byId.values()].filter((e) => e.done) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const bodies = new Map();
/** A file as the build wrote it (no compression asked). */
async function plain(url) {
  if (!bodies.has(url)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    bodies.set(url, Buffer.from(await response.arrayBuffer()));
  }
  return bodies.get(url);
}

/** The scripts and every script they import statically (`import … from "./x.js"`, not `import("./x.js")`). */
async function staticClosure(urls) {
  const seen = new Set();
  const queue = [...urls];
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = (await plain(url)).toString('utf8');
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g))
      queue.push(new URL(m[1], url).href);
  }
  return [...seen];
}

function summary(label, entries) {
  const total = entries.reduce((s, e) => s + e.bytes, 0);
  const byType = {};
  for (const e of entries) byType[e.type] = (byType[e.type] ?? 0) + e.bytes;
  const types = Object.entries(byType)
    .sort((a, b) => b[1] - a[1])
    .map(([t, n]) => `${t} ${kb(n)}`)
    .join(', ');
  const encodings = [...new Set(entries.map((e) => e.encoding || 'identity'))].join('/');
  console.log(`${label}: ${kb(total)} in ${entries.length} responses (${types}; encodings ${encodings})`);
  return total;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  // The sign-in page, as a newcomer opens it.
  const login = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const loginPage = await login.newPage();
  const loginRec = await recorder(loginPage);
  await loginPage.goto(`${base}/login`, { waitUntil: 'networkidle' });
  summary('sign-in page', loginRec.entries());

  await loginPage.getByLabel('Email').fill(OWNER.email);
  await loginPage.locator('input[autocomplete="current-password"]').fill(OWNER.password);
  await loginPage.getByRole('button', { name: 'Sign in' }).click();
  await loginPage.waitForURL(/\/dashboard/);
  const state = await login.storageState();
  await login.close();

  // The dashboard, opened by a signed-in user with an empty cache.
  const dash = await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState: state });
  const dashPage = await dash.newPage();
  const dashRec = await recorder(dashPage);
  const started = Date.now();
  await dashPage.goto(`${base}/dashboard`);
  await dashPage.waitForFunction(
    () => {
      // Runs in the page.
      // eslint-disable-next-line no-undef
      const section = document.querySelector('#daily-summary-section');
      return (
        section && !section.querySelector('[data-state="loading"]') && /\d/.test(section.textContent ?? '')
      );
    },
    undefined,
    { timeout: 60_000 },
  );
  const firstFigureAt = Date.now();
  const scriptsBefore = dashRec.entries().filter((e) => e.type === 'Script' && e.at <= firstFigureAt);
  await dashPage.waitForLoadState('networkidle');
  summary('dashboard', dashRec.entries());
  console.log(`dashboard: first figure after ${((firstFigureAt - started) / 1000).toFixed(1)} s`);

  // The gzip size of the scripts that arrived before the first figure, whatever the server sent
  // (the sections below it load theirs at the same time), and of those the first figure needs:
  // the entry, the layout, the dashboard and its first section, with everything they import.
  const scripts = dashRec
    .entries()
    .filter((e) => e.type === 'Script')
    .map((e) => e.url);
  const needed = await staticClosure(
    scripts.filter((url) =>
      /\/assets\/(index|MainLayout|dashboard|DailySummarySection)-[\w-]+\.js$/.test(url),
    ),
  );
  for (const [label, urls] of [
    ["scripts before the dashboard's first figure", scriptsBefore.map((e) => e.url)],
    ['scripts the first figure needs', needed],
  ]) {
    let gzip = 0;
    let raw = 0;
    for (const url of urls) {
      const body = await plain(url);
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    console.log(`${label}: ${urls.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip -9`);
    if (process.env.VERBOSE) for (const url of urls) console.log(`  ${url.replace(base, '')}`);
  }
  await dash.close();
} finally {
  await browser.close();
}
