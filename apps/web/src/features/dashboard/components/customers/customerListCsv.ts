import type { GridColDef } from '@mui/x-data-grid';
import { MAX_PAGE_SIZE } from '@rlo/contract';
import type { QueryClient } from '@tanstack/react-query';
import { csvDollars, toCsv } from '@/lib/csv';
import { listQueryOptions } from '../../api/customerList';
import type { CustomerListItem, CustomerListKind, CustomerListParams } from '../../api/customerListParams';

type Column = GridColDef<CustomerListItem>;

/** Money fields of a row (cents): plain dollars in the file, which a spreadsheet sums. */
const CENTS = new Set<string>(['vehicle_rolast_spent', 'total_spent']);

/** How far an export has come (0..1), and the signal that stops it (the dialog closed). */
export interface ExportWatch {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Every row of a list as the search leaves it, read from the server in pages of MAX_PAGE_SIZE (the
 * largest it answers), one after the other: the whole list, not only the page on screen. At All a
 * list can run to a thousand pages, so it says how far it is after each, and stops when asked.
 */
export async function fetchWholeCustomerList(
  client: QueryClient,
  kind: CustomerListKind,
  params: Omit<CustomerListParams, 'pageNum' | 'pageSize'>,
  { onProgress, signal }: ExportWatch = {},
): Promise<CustomerListItem[]> {
  const items: CustomerListItem[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    signal?.throwIfAborted();
    const page = await client.fetchQuery(listQueryOptions(kind, { ...params, pageNum, pageSize: MAX_PAGE_SIZE }));
    items.push(...page.items);
    // `total` counts what the server pages (customers, or groups for duplicates), like page_size.
    const done = page.items.length === 0 || pageNum * MAX_PAGE_SIZE >= page.total;
    onProgress?.(done ? 1 : (pageNum * MAX_PAGE_SIZE) / page.total);
    if (done) return items;
  }
}

function cell(column: Column, row: CustomerListItem): string | number {
  const raw = (row as unknown as Record<string, unknown>)[column.field];
  if (CENTS.has(column.field)) return csvDollars(typeof raw === 'number' ? raw : 0);
  const getter = column.valueGetter as ((value: unknown, row: CustomerListItem) => unknown) | undefined;
  const value = getter ? getter(raw, row) : raw;
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? value : String(value);
}

/** The list as CSV: the dialog's columns and headers, dates as YYYY-MM-DD, money in dollars. */
export function customerListCsv(columns: readonly Column[], rows: readonly CustomerListItem[]): string {
  return toCsv([columns.map((column) => column.headerName ?? column.field), ...rows.map((row) => columns.map((column) => cell(column, row)))]);
}
