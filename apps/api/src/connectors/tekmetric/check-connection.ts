import {
  createTekmetricClient,
  shopNotInScope,
  TekmetricError,
  type TekmetricClientOptions,
  type TekmetricErrorKind,
} from './client';

// "Test connection" (Settings > Management System): proves, with as few requests as possible, that
// the credentials sign in, may read the shop, and can read its repair orders.

export type TekmetricConnectionCheck =
  { ok: true; shopIds: number[] } | { ok: false; kind: TekmetricErrorKind; message: string };

/** Far enough back to include any shop's first RO: the page of size 1 only proves access. */
const EARLIEST = '2000-01-01';

export async function checkTekmetricConnection(
  options: TekmetricClientOptions,
): Promise<TekmetricConnectionCheck> {
  const client = createTekmetricClient(options);
  try {
    const { shopIds } = await client.authenticate();
    // A scope that names no shop at all is not trusted either way: the page read decides.
    if (shopIds.length > 0 && !shopIds.includes(options.shopId)) {
      const error = shopNotInScope(options.shopId, shopIds);
      return { ok: false, kind: error.kind, message: error.message };
    }
    const today = new Date().toISOString().slice(0, 10);
    await client.repairOrdersPage({ updatedDateStart: EARLIEST, updatedDateEnd: today, page: 0, size: 1 });
    return { ok: true, shopIds };
  } catch (error) {
    if (error instanceof TekmetricError) return { ok: false, kind: error.kind, message: error.message };
    throw error;
  }
}
