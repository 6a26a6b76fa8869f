import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoLoadProgress } from './demo';

/**
 * What the port answers while the portal prepares under `npm start` (the web app's build, opening
 * the database, the demo data's first load): a page that says which steps run and how far the demo
 * load is, reloading itself until the portal answers instead, and 503 with Retry-After in the
 * api.md error shape for API calls.
 *
 * scripts/start.mjs runs it, in its own process: it listens before the server has even loaded its
 * code, and answers while the server's event loop is busy (the embedded database computes on it).
 * The server reports its steps over the IPC channel and asks for the port when it is ready
 * (PreparingMessage); the answerer closes, and the server listens at once.
 *
 * Nothing here imports the API's modules, so that the answerer starts in a moment: the two values
 * taken from the contract are checked against it by the tests.
 */

export const API_PREFIX = '/partners/api';
export const SERVICE_UNAVAILABLE_TITLE = '503 - Service Unavailable';
export const PREPARING_RETRY_AFTER_SECONDS = 5;
/** How often the page reloads itself: each reload shows the current step, the last one the portal. */
export const PREPARING_REFRESH_SECONDS = 2;

export type PreparingStepName = 'database' | 'web' | 'demo' | 'portal';
export type PreparingStepState = 'waiting' | 'running' | 'done';
/** The order the page lists the steps in, whoever announces them first (the build runs beside the rest). */
const STEP_ORDER: PreparingStepName[] = ['web', 'database', 'demo', 'portal'];

export interface PreparingState {
  /** The steps of this start announced so far, in STEP_ORDER. */
  steps: { name: PreparingStepName; state: PreparingStepState }[];
  /** The demo load's last report: the location being loaded and the repair orders stored so far. */
  demo?: DemoLoadProgress;
  startedAt: number;
}

type Language = 'en' | 'fr' | 'es';

interface PreparingTexts {
  titleDemo: string;
  titlePortal: string;
  introDemo: string;
  intro: string;
  steps: Record<PreparingStepName, string>;
  states: Record<PreparingStepState, string>;
  demoProgress: (p: { location: string; number: string; count: string; repairOrders: string }) => string;
  elapsed: (seconds: string) => string;
}

export const PREPARING_TEXTS: Record<Language, PreparingTexts> = {
  en: {
    titleDemo: 'Preparing the demo data…',
    titlePortal: 'The portal is starting…',
    introDemo:
      'On its first start the portal loads three years of demo repair orders, once. This page refreshes by itself and opens the portal when it is ready.',
    intro: 'This page refreshes by itself and opens the portal when it is ready.',
    steps: {
      database: 'Opening the database',
      web: 'Building the web app',
      demo: 'Loading the demo data',
      portal: 'Starting the portal',
    },
    states: { waiting: 'to do', running: 'in progress', done: 'done' },
    demoProgress: (p) =>
      `${p.location}: location ${p.number} of ${p.count}, ${p.repairOrders} repair orders stored so far.`,
    elapsed: (s) => `Started ${s} s ago.`,
  },
  fr: {
    titleDemo: 'Préparation des données de démonstration…',
    titlePortal: 'Le portail démarre…',
    introDemo:
      'À son premier démarrage, le portail charge trois ans d’ordres de réparation de démonstration, une seule fois. Cette page se met à jour toute seule et ouvre le portail dès qu’il est prêt.',
    intro: 'Cette page se met à jour toute seule et ouvre le portail dès qu’il est prêt.',
    steps: {
      database: 'Ouverture de la base de données',
      web: 'Construction de l’application web',
      demo: 'Chargement des données de démonstration',
      portal: 'Démarrage du portail',
    },
    states: { waiting: 'à venir', running: 'en cours', done: 'terminé' },
    demoProgress: (p) =>
      `${p.location} : établissement ${p.number} sur ${p.count}, ${p.repairOrders} ordres de réparation enregistrés jusqu’ici.`,
    elapsed: (s) => `Démarré il y a ${s} s.`,
  },
  es: {
    titleDemo: 'Preparando los datos de demostración…',
    titlePortal: 'El portal se está iniciando…',
    introDemo:
      'En su primer inicio, el portal carga tres años de órdenes de reparación de demostración, una sola vez. Esta página se actualiza sola y abre el portal cuando está listo.',
    intro: 'Esta página se actualiza sola y abre el portal cuando está listo.',
    steps: {
      database: 'Abriendo la base de datos',
      web: 'Compilando la aplicación web',
      demo: 'Cargando los datos de demostración',
      portal: 'Iniciando el portal',
    },
    states: { waiting: 'pendiente', running: 'en curso', done: 'hecho' },
    demoProgress: (p) =>
      `${p.location}: taller ${p.number} de ${p.count}, ${p.repairOrders} órdenes de reparación guardadas hasta ahora.`,
    elapsed: (s) => `Iniciado hace ${s} s.`,
  },
};

/** The first of en, fr and es in the browser's Accept-Language order (q values honoured); English otherwise. */
export function pickLanguage(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of ranked) if (language in PREPARING_TEXTS) return language as Language;
  return 'en';
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function demoLine(texts: PreparingTexts, demo: DemoLoadProgress, language: Language): string {
  const format = new Intl.NumberFormat(language);
  return texts.demoProgress({
    location: demo.location,
    number: format.format(demo.locationNumber),
    count: format.format(demo.locationCount),
    repairOrders: format.format(demo.repairOrders),
  });
}

const isDemoStart = (state: PreparingState) => state.steps.some((s) => s.name === 'demo');

/** The page, in the visitor's language: the steps with their state, the demo load's progress, the time since start. */
export function renderPreparingPage(state: PreparingState, language: Language, now = Date.now()): string {
  const texts = PREPARING_TEXTS[language];
  const title = isDemoStart(state) ? texts.titleDemo : texts.titlePortal;
  const steps = state.steps
    .map((step) => {
      const detail =
        step.name === 'demo' && step.state === 'running' && state.demo
          ? `<div class="detail" id="demo-progress">${escapeHtml(demoLine(texts, state.demo, language))}</div>`
          : '';
      return `<li class="${step.state}"><span>${escapeHtml(texts.steps[step.name])}</span> <em>${escapeHtml(texts.states[step.state])}</em>${detail}</li>`;
    })
    .join('\n');
  const seconds = new Intl.NumberFormat(language).format(
    Math.max(0, Math.round((now - state.startedAt) / 1000)),
  );
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${PREPARING_REFRESH_SECONDS}">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1c2530; margin: 0; }
main { max-width: 36rem; margin: 12vh auto; background: #fff; padding: 2rem 2.5rem; border-radius: 8px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
h1 { font-size: 1.4rem; margin-top: 0; }
ol { padding-left: 1.2rem; } li { margin: 0.5rem 0; } em { font-style: normal; color: #5b6773; }
li.running span { font-weight: 600; } li.done em { color: #2e7d32; }
.detail { margin-top: 0.25rem; color: #1c2530; } .elapsed { color: #5b6773; font-size: 0.9rem; }
</style>
</head>
<body>
<main role="status" aria-live="polite">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(isDemoStart(state) ? texts.introDemo : texts.intro)}</p>
<ol>
${steps}
</ol>
<p class="elapsed">${escapeHtml(texts.elapsed(seconds))}</p>
</main>
</body>
</html>
`;
}

/** The 503 message of an API call: the steps that run, in English like every API message. */
export function preparingMessage(state: PreparingState): string {
  const texts = PREPARING_TEXTS.en;
  const running = state.steps
    .filter((s) => s.state === 'running')
    .map((s) => {
      const detail =
        s.name === 'demo' && state.demo ? ` (${demoLine(texts, state.demo, 'en').replace(/\.$/, '')})` : '';
      return `${texts.steps[s.name].toLowerCase()}${detail}`;
    });
  return `The portal is starting: ${running.join('; ') || 'starting'}. Please try again in a moment.`;
}

/**
 * The server's reports to `npm start` over the IPC channel, and the answer to its request for the
 * port. ('web-built' and 'web-build-failed' go the same way, from start.mjs to the server.)
 */
export type PreparingMessage =
  | { type: 'preparing-step'; name: PreparingStepName; state: PreparingStepState }
  | { type: 'preparing-demo'; progress: DemoLoadProgress }
  | { type: 'release-port' }
  | { type: 'port-released' };

export interface Preparing {
  /** Announces a step, or moves it on. */
  step(name: PreparingStepName, state: PreparingStepState): void;
  demoProgress(progress: DemoLoadProgress): void;
  readonly state: PreparingState;
  /** The port listened on (the one asked for, or the one given for 0). */
  readonly port: number;
  /** Stops answering and frees the port for the portal's server. */
  close(): Promise<void>;
}

/** The request handler, apart from the socket, for tests. */
export function preparingHandler(state: PreparingState) {
  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = request.url ?? '/';
    const common = {
      'Retry-After': String(PREPARING_RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // Keep-alive would hold the socket to this answerer after the portal's server took the port.
      Connection: 'close',
    };
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith(API_PREFIX);
    if (wantsPage) {
      const body = renderPreparingPage(state, pickLanguage(request.headers['accept-language']));
      response.writeHead(503, {
        ...common,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const body = JSON.stringify({
      status: 503,
      title: SERVICE_UNAVAILABLE_TITLE,
      message: preparingMessage(state),
    });
    response.writeHead(503, {
      ...common,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/** Listens on the portal's port and answers as above until `close`. */
export async function startPreparing(options: {
  host: string;
  port: number;
  steps?: PreparingState['steps'];
  startedAt?: number;
}): Promise<Preparing> {
  const state: PreparingState = { steps: [], startedAt: options.startedAt ?? Date.now() };
  const server = http.createServer(preparingHandler(state));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const preparing: Preparing = {
    state,
    port: (server.address() as AddressInfo).port,
    step(name, stepState) {
      const existing = state.steps.find((s) => s.name === name);
      if (existing) existing.state = stepState;
      else {
        state.steps.push({ name, state: stepState });
        state.steps.sort((a, b) => STEP_ORDER.indexOf(a.name) - STEP_ORDER.indexOf(b.name));
      }
    },
    demoProgress(progress) {
      state.demo = progress;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  for (const step of options.steps ?? []) preparing.step(step.name, step.state);
  return preparing;
}

/** The server's side of the IPC channel with `npm start`. */
export interface Starter {
  /** The web app's build that `npm start` runs beside the server, if any: resolves when it is done. */
  webBuild: { pending: boolean; done: Promise<void> };
  step(name: PreparingStepName, state: PreparingStepState): void;
  demoProgress(progress: DemoLoadProgress): void;
  /** Asks for the port: resolves once the answerer has stopped listening (at once without one). */
  releasePort(): Promise<void>;
}

/**
 * Connects the server to the `npm start` that spawned it (PREPARING=ipc); a server run otherwise
 * (production, the browser suite) gets a starter that does nothing and holds no port.
 */
export function connectToStarter(proc: NodeJS.Process = process): Starter {
  const send = proc.send?.bind(proc);
  if (proc.env.PREPARING !== 'ipc' || !send) {
    return {
      webBuild: { pending: false, done: Promise.resolve() },
      step() {},
      demoProgress() {},
      releasePort: () => Promise.resolve(),
    };
  }
  const post = (message: PreparingMessage) => {
    if (proc.connected) send(message);
  };
  const pending = proc.env.WEB_BUILD === 'pending';
  const done = new Promise<void>((resolve, reject) => {
    if (!pending) return resolve();
    proc.on('message', (message: { type?: string }) => {
      if (message?.type === 'web-built') resolve();
      if (message?.type === 'web-build-failed') reject(new Error('the web app did not build (see above)'));
    });
    proc.once('disconnect', () => reject(new Error('npm start stopped before the web app was built')));
  });
  // Awaited once the database is ready; a failure before that must not go unhandled meanwhile.
  done.catch(() => undefined);
  return {
    webBuild: { pending, done },
    step: (name, state) => post({ type: 'preparing-step', name, state }),
    demoProgress: (progress) => post({ type: 'preparing-demo', progress }),
    releasePort: () =>
      new Promise<void>((resolve) => {
        if (!proc.connected) return resolve();
        const onMessage = (message: { type?: string }) => {
          if (message?.type !== 'port-released') return;
          proc.off('message', onMessage);
          resolve();
        };
        proc.on('message', onMessage);
        // Without `npm start` there is no answerer left to hold the port.
        proc.once('disconnect', () => resolve());
        post({ type: 'release-port' });
      }),
  };
}
