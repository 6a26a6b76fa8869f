import { EventEmitter } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, errorBodySchema, statusTitle } from '@rlo/contract';
import {
  API_PREFIX as PREPARING_API_PREFIX,
  PREPARING_REFRESH_SECONDS,
  PREPARING_RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE_TITLE,
  connectToStarter,
  pickLanguage,
  renderPreparingPage,
  startPreparing,
  type Preparing,
  type PreparingMessage,
} from '../preparing';

// `npm start` answers on the port while the web app builds and the demo data loads: a page with the
// steps and the demo load's progress, 503 for API calls, then the port goes to the portal.

const progress = (location: string, repairOrders: number, locationNumber = 3) => ({
  location,
  locationNumber,
  locationCount: 11,
  locationRepairOrders: 1000,
  repairOrders,
});

let preparing: Preparing | undefined;
afterEach(async () => {
  await preparing?.close();
  preparing = undefined;
});

async function started() {
  preparing = await startPreparing({
    host: '127.0.0.1',
    port: 0,
    steps: [{ name: 'web', state: 'running' }],
  });
  return { preparing, base: `http://127.0.0.1:${preparing.port}` };
}

describe('the preparing answerer', () => {
  it('uses the contract’s API prefix and 503 title (it does not import the contract, to start at once)', () => {
    expect(PREPARING_API_PREFIX).toBe(API_PREFIX);
    expect(SERVICE_UNAVAILABLE_TITLE).toBe(statusTitle(503));
  });

  it('shows a page with the steps and the demo load’s progress, reloading itself, 503 with Retry-After', async () => {
    const { preparing, base } = await started();
    preparing.step('database', 'done');
    preparing.step('demo', 'running');
    preparing.demoProgress(progress('Demo Auto – Lakeside', 52711));
    const res = await fetch(`${base}/dashboard`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(PREPARING_RETRY_AFTER_SECONDS));
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<title>Preparing the demo data…</title>');
    expect(html).toContain(`<meta http-equiv="refresh" content="${PREPARING_REFRESH_SECONDS}">`);
    expect(html).toContain('Demo Auto – Lakeside: location 3 of 11, 52,711 repair orders stored so far.');
    // The build runs beside the rest: listed first, whoever announced it first.
    const order = ['Building the web app', 'Opening the database', 'Loading the demo data'].map((s) =>
      html.indexOf(s),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    expect(html).toMatch(/Opening the database<\/span> <em>done<\/em>/);
    expect(html).toMatch(/Building the web app<\/span> <em>in progress<\/em>/);
  });

  it('speaks the browser’s language: French and Spanish, English otherwise', async () => {
    const { preparing, base } = await started();
    preparing.step('demo', 'running');
    preparing.demoProgress(progress('Main Street Garage', 1234));
    const french = await (
      await fetch(base, { headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' } })
    ).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('Préparation des données de démonstration…');
    expect(french).toMatch(/Main Street Garage : établissement 3 sur 11, 1\s234 ordres de réparation/);
    const spanish = await (await fetch(base, { headers: { 'accept-language': 'es' } })).text();
    expect(spanish).toContain('Preparando los datos de demostración…');
    const german = await (await fetch(base, { headers: { 'accept-language': 'de-DE' } })).text();
    expect(german).toContain('<html lang="en">');
  });

  it('answers API calls 503 in the api.md error shape, with the steps that run', async () => {
    const { preparing, base } = await started();
    preparing.step('demo', 'running');
    preparing.demoProgress(progress('Demo Auto – Downtown', 2000, 1));
    for (const [method, url] of [
      ['GET', '/partners/api/health'],
      ['POST', '/partners/api/auth/login'],
      ['GET', '/partners/api/1/reports/daily_summary'],
    ]) {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(PREPARING_RETRY_AFTER_SECONDS));
      const body = errorBodySchema.parse(await res.json());
      expect(body).toEqual({
        status: 503,
        title: '503 - Service Unavailable',
        message:
          'The portal is starting: building the web app; loading the demo data (Demo Auto – Downtown: location 1 of 11, 2,000 repair orders stored so far). Please try again in a moment.',
      });
    }
  });

  it('escapes what it shows', () => {
    const html = renderPreparingPage(
      { steps: [{ name: 'demo', state: 'running' }], demo: progress('<b>Tire & Co</b>', 1), startedAt: 0 },
      'en',
      5000,
    );
    expect(html).toContain('&lt;b&gt;Tire &amp; Co&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Started 5 s ago.');
  });

  it('frees the port when closed, for the portal to listen on', async () => {
    const { preparing: answerer } = await started();
    const port = answerer.port;
    await answerer.close();
    preparing = undefined;
    const portal = net.createServer();
    await new Promise<void>((resolve, reject) => {
      portal.once('error', reject);
      portal.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => portal.close(resolve));
  });

  it('picks the language by Accept-Language order and weight', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('es-MX')).toBe('es');
    expect(pickLanguage('de;q=1, fr;q=0.5, es;q=0.8')).toBe('es');
    expect(pickLanguage('fr;q=0, es;q=0.1')).toBe('es');
    expect(pickLanguage('it, nl')).toBe('en');
  });
});

/** A child process's side of the IPC channel, as far as the starter uses it. */
function fakeProcess(env: Record<string, string>) {
  const proc = new EventEmitter() as EventEmitter & {
    env: Record<string, string>;
    connected: boolean;
    sent: PreparingMessage[];
    send: (m: PreparingMessage) => boolean;
  };
  proc.env = env;
  proc.connected = true;
  proc.sent = [];
  proc.send = (message) => {
    proc.sent.push(message);
    return true;
  };
  return proc;
}

describe('the server’s side of npm start', () => {
  it('reports its steps and the demo progress, waits for the build, and asks for the port', async () => {
    const proc = fakeProcess({ PREPARING: 'ipc', WEB_BUILD: 'pending' });
    const starter = connectToStarter(proc as unknown as NodeJS.Process);
    expect(starter.webBuild.pending).toBe(true);
    starter.step('database', 'running');
    starter.demoProgress(progress('Demo Auto – Downtown', 1000, 1));
    expect(proc.sent).toEqual([
      { type: 'preparing-step', name: 'database', state: 'running' },
      { type: 'preparing-demo', progress: progress('Demo Auto – Downtown', 1000, 1) },
    ]);

    let built = false;
    void starter.webBuild.done.then(() => (built = true));
    await Promise.resolve();
    expect(built).toBe(false);
    proc.emit('message', { type: 'web-built' });
    await starter.webBuild.done;

    let released = false;
    const release = starter.releasePort().then(() => (released = true));
    expect(proc.sent.at(-1)).toEqual({ type: 'release-port' });
    await Promise.resolve();
    expect(released).toBe(false);
    proc.emit('message', { type: 'port-released' });
    await release;
  });

  it('stops the start when the build fails', async () => {
    const proc = fakeProcess({ PREPARING: 'ipc', WEB_BUILD: 'pending' });
    const starter = connectToStarter(proc as unknown as NodeJS.Process);
    proc.emit('message', { type: 'web-build-failed' });
    await expect(starter.webBuild.done).rejects.toThrow(/did not build/);
  });

  it('does nothing for a server started otherwise (production, the browser suite)', async () => {
    const proc = fakeProcess({});
    const starter = connectToStarter(proc as unknown as NodeJS.Process);
    starter.step('database', 'running');
    expect(starter.webBuild.pending).toBe(false);
    await starter.webBuild.done;
    await starter.releasePort();
    expect(proc.sent).toEqual([]);
  });
});
