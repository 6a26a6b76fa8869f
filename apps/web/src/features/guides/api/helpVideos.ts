import { paths, type Locale, type HelpVideo } from '@rlo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Loaded once when the screen opens: no polling (the page is used as a quiet page by the e2e idle tests). */
export function useHelpVideos(locale: Locale) {
  return useQuery({
    queryKey: ['helpVideos', locale],
    queryFn: ({ signal }) => api<HelpVideo[]>(paths.helpVideos, { query: { locale }, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
