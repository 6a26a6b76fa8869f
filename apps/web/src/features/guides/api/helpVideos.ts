import { helpVideoSchema, paths, type Locale } from '@rlo/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/** Loaded once when the screen opens: no polling (the page is used as a quiet page by the e2e idle tests). */
export function useHelpVideos(locale: Locale) {
  return useQuery({
    queryKey: ['helpVideos', locale],
    queryFn: ({ signal }) => api(paths.helpVideos, { query: { locale }, schema: z.array(helpVideoSchema), signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
