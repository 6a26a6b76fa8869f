import {
  buildPath,
  paths,
  type KpiGuideGroup,
  type Locale,
  type UserGuideSection,
  type UserGuide,
  type UserGuideIndex,
} from '@rlo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// User guides (3-operations §7 "User guide"): the guides pages and every screen's guide button read
// them, so the client is shared (src/api). Guides are product content: they change only with a new
// release, so they are kept for the session. The interface language is sent because the language
// selector does not change the user's stored language.
const KEY = 'userGuides';

/** Which guide to open: a screen or KPI guide by key, or a dashboard section's guide by group. */
export type GuideRef =
  | { section: UserGuideSection; key: string }
  | { group: KpiGuideGroup };

export function guideIndexQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [KEY, 'index', locale],
    queryFn: ({ signal }) => api<UserGuideIndex>(paths.userGuideIndex, { query: { locale }, signal }),
    staleTime: Infinity,
  });
}

export function guideQueryOptions(ref: GuideRef, locale: Locale) {
  return queryOptions({
    queryKey: [KEY, 'guide', ref, locale],
    queryFn: ({ signal }) =>
      'group' in ref
        ? api<UserGuide>(buildPath(paths.userGuideBySection, { section: 'KPI' }), { query: { kpiGroup: ref.group, locale }, signal })
        : api<UserGuide>(buildPath(paths.userGuide, { section: ref.section, id: ref.key }), { query: { locale }, signal }),
    staleTime: Infinity,
  });
}

export const useGuideIndex = (locale: Locale) => useQuery(guideIndexQueryOptions(locale));
export const useGuide = (ref: GuideRef | null, locale: Locale) =>
  useQuery({ ...guideQueryOptions(ref ?? { section: 'SCREEN', key: '' }, locale), enabled: ref !== null });
