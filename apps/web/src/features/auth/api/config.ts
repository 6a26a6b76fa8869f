import { type PublicConfig, paths } from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function getConfig(): Promise<PublicConfig> {
  return api<PublicConfig>(paths.config, { authRedirect: false });
}

export function configQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity });
}

/** Public settings; screens treat a failure as "no demo, no external links". */
export function useConfig() {
  return useQuery(configQueryOptions());
}
