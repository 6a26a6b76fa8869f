import {
  helpVideoSchema,
  userGuideIndexSchema,
  userGuideSchema,
  type KpiGuideGroup,
  type Locale,
  type UserGuideSection,
} from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

// User guides and help videos (3-operations §7 "User guide"). Guides are product content: they
// change only with a new release, so they are kept for the session. The interface language is
// sent because the language selector does not change the user's stored language.
const KEY = 'userGuides';

/** Which guide to open: a screen or KPI guide by key, or a dashboard section's guide by group. */
export type GuideRef =
  | { section: UserGuideSection; key: string }
  | { group: KpiGuideGroup };

export function guideIndexQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [KEY, 'index', locale],
    queryFn: ({ signal }) => api('/userGuide/index', { query: { locale }, schema: userGuideIndexSchema, signal }),
    staleTime: Infinity,
  });
}

export function guideQueryOptions(ref: GuideRef, locale: Locale) {
  return queryOptions({
    queryKey: [KEY, 'guide', ref, locale],
    queryFn: ({ signal }) =>
      'group' in ref
        ? api('/userGuide/by-section/KPI', { query: { kpiGroup: ref.group, locale }, schema: userGuideSchema, signal })
        : api(`/userGuide/userGuides/${ref.section}/${encodeURIComponent(ref.key)}`, { query: { locale }, schema: userGuideSchema, signal }),
    staleTime: Infinity,
  });
}

export const useGuideIndex = (locale: Locale) => useQuery(guideIndexQueryOptions(locale));
export const useGuide = (ref: GuideRef | null, locale: Locale) =>
  useQuery({ ...guideQueryOptions(ref ?? { section: 'SCREEN', key: '' }, locale), enabled: ref !== null });

/** Loaded once when the screen opens: no polling (the page is used as a quiet page by the e2e idle tests). */
export function useHelpVideos(locale: Locale) {
  return useQuery({
    queryKey: ['helpVideos', locale],
    queryFn: ({ signal }) => api('/help-videos', { query: { locale }, schema: z.array(helpVideoSchema), signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
