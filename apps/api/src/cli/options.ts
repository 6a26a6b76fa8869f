import { z } from 'zod';
import type { AppDeps } from '../deps';

export type Values = Record<string, string | boolean | undefined>;
export type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;

export interface Command {
  summary: string;
  options: OptionSpec;
  run(deps: AppDeps, values: Values, positionals: string[]): Promise<Record<string, unknown>>;
}

export class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

/** Validates options with zod so bad input is a clear message naming the option. */
export function parseOptions<T extends z.ZodType>(command: string, shape: T, values: Values): z.infer<T> {
  const result = shape.safeParse(values);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`);
    throw new UsageError(lines.join('\n'), command);
  }
  return result.data;
}

