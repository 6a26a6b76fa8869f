// npm run fake:tekmetric -- [--port 4010] [--repair-orders 300] [--seed 1] [--from YYYY-MM-DD] [--to YYYY-MM-DD]: a fake Tekmetric to
// connect a local portal to, until Ctrl-C. Its data is generated from the seed (connectors.md §1).
import { parseArgs } from 'node:util';
import { startFakeTekmetric } from '../apps/api/src/connectors/tekmetric/fake/server';

function day(name: string, value: string | undefined): string | undefined {
  if (value !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`--${name} must be a date YYYY-MM-DD, got "${value}"`);
  return value;
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, 'repair-orders': { type: 'string' }, seed: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
    strict: true,
  });
  const fake = await startFakeTekmetric({
    port: wholeNumber('port', values.port, 4010),
    repairOrders: wholeNumber('repair-orders', values['repair-orders'], 300),
    seed: wholeNumber('seed', values.seed, 1),
    // The span of the shop's RO dates; by default the two years up to today.
    from: day('from', values.from),
    to: day('to', values.to),
  });
  const { clientId, clientSecret, shopId } = fake.credentials;
  process.stdout.write(
    [
      `Fake Tekmetric listening on ${fake.url} with ${fake.shop.repairOrders.length} repair orders.`,
      `  client id:     ${clientId}`,
      `  client secret: ${clientSecret}`,
      `  shop id:       ${shopId}`,
      '',
      'Connect the portal to it:',
      `  SECRETS_KEY=dev TEKMETRIC_BASE_URL=${fake.url} TEKMETRIC_MAX_RPS=0 npm start`,
      '  then Settings > Management System: Tekmetric, with the client id, client secret and shop id above;',
      `  or: SECRETS_KEY=dev TEKMETRIC_BASE_URL=${fake.url} npm run admin -- connect-tekmetric --location <id> \\`,
      `        --client-id ${clientId} --client-secret ${clientSecret} --shop-id ${shopId}`,
      '',
      'Ctrl-C stops it.',
      '',
    ].join('\n'),
  );
  const stop = () => {
    void fake.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
