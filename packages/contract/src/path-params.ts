import { z } from 'zod';
import { idParam } from './params';
import type { ApiPath, PathParamNames } from './paths';

// Apart from paths.ts: the web imports the paths table for its URLs, and a schema built here would
// bring zod into the sign-in page's script with it.

/** The schema of a parameter that is not an id (a date, a guide section or key). */
type ParamOverrides<T extends string> = Partial<Record<PathParamNames<T>, z.ZodType>>;

export type PathParamsShape<T extends string, O extends ParamOverrides<T>> = {
  [K in PathParamNames<T>]: K extends keyof O ? Exclude<O[K], undefined> : typeof idParam;
};

/**
 * The params schema of a route, read from its template: every `:name` is an id (idParam) unless
 * `overrides` gives it another schema. A route's params then cannot name another parameter than
 * its path has.
 */
export function pathParams<T extends ApiPath, O extends ParamOverrides<T> = Record<never, never>>(
  template: T,
  overrides?: O,
): z.ZodObject<PathParamsShape<T, O>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [, name] of template.matchAll(/:([A-Za-z0-9_]+)/g)) {
    shape[name] = (overrides as Record<string, z.ZodType> | undefined)?.[name] ?? idParam;
  }
  return z.object(shape) as unknown as z.ZodObject<PathParamsShape<T, O>>;
}
