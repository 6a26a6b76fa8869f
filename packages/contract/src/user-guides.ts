import { z } from 'zod';
import {
  HELP_VIDEO_BOUNDS,
  ID_MAX,
  KPI_GUIDE_GROUPS,
  LOCALES,
  SCREEN_GUIDE_KEYS,
  USER_GUIDE_MODAL_VIEWS,
  USER_GUIDE_SECTIONS,
} from './constants';
import { text } from './params';
import { pathParams } from './path-params';
import { paths } from './paths';

// User guides and help videos (3-operations §2, §3 "User guide", §7 "User guide"; 1-foundation §2).

const modalView = z.literal(USER_GUIDE_MODAL_VIEWS);

/** The User guide of §3: its modal width and HTML (sanitized by the server), plus what the modal shows around it. */
export const userGuideSchema = z.object({
  section: z.enum(USER_GUIDE_SECTIONS),
  key: z.string(),
  kpiGroup: z.enum(KPI_GUIDE_GROUPS).nullable(),
  locale: z.enum(LOCALES),
  title: z.string(),
  modalView,
  html: z.string(),
  comingSoon: z.boolean(),
});
export type UserGuide = z.infer<typeof userGuideSchema>;

/** One line of the guide lists: no HTML, a plain-text summary for the search. */
export const userGuideSummarySchema = userGuideSchema.omit({ html: true }).extend({ summary: z.string() });
export type UserGuideSummary = z.infer<typeof userGuideSummarySchema>;

/** GET /userGuide/index: the screen guides, the KPI guides and the dashboard-section (group) guides. */
export const userGuideIndexSchema = z.object({
  locale: z.enum(LOCALES),
  screens: z.array(userGuideSummarySchema),
  kpis: z.array(userGuideSummarySchema),
  groups: z.array(userGuideSummarySchema),
});
export type UserGuideIndex = z.infer<typeof userGuideIndexSchema>;

/** The interface language may differ from the user's stored one (the selector is client-side). */
export const userGuideSectionParam = z.enum(USER_GUIDE_SECTIONS, { error: 'section must be SCREEN or KPI' });
/** A guide key in a path: a screen key or a kpis.md name (which ones exist is the server's check: 404). */
export const userGuideKeyParam = z
  .string()
  .regex(/^[A-Za-z0-9_.]{1,60}$/, 'id must be a guide key such as dashboard or gross_sales_cents');
export const userGuideParams = pathParams(paths.userGuide, { section: userGuideSectionParam, id: userGuideKeyParam });
export const userGuideBySectionParams = pathParams(paths.userGuideBySection, { section: userGuideSectionParam });
export const userGuideLocaleQuery = z.object({
  locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` }).optional(),
});
export const userGuideQuery = userGuideLocaleQuery.extend({
  screen: z.enum(SCREEN_GUIDE_KEYS, { error: 'screen must name a screen guide' }).optional(),
});
export const userGuideBySectionQuery = userGuideLocaleQuery.extend({
  kpiGroup: z.enum(KPI_GUIDE_GROUPS, { error: `kpiGroup must be one of ${KPI_GUIDE_GROUPS.join(', ')}` }).optional(),
  kpiType: text({ max: 60 }).optional(),
});

// ---- Help videos
export const helpVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  position: z.number().int(),
  locale: z.enum(LOCALES),
});
export type HelpVideo = z.infer<typeof helpVideoSchema>;

/** What the operator gives the add-help-video command; only web addresses are accepted. */
export const helpVideoInputSchema = z.object({
  title: text({ min: 1, max: HELP_VIDEO_BOUNDS.titleMax, messages: { type: 'title is required', min: 'title is required' } }),
  url: z
    .url({ protocol: /^https?$/, error: 'url must be an http or https address' })
    .max(HELP_VIDEO_BOUNDS.urlMax),
  description: text({ max: HELP_VIDEO_BOUNDS.descriptionMax }).optional(),
  locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` }).optional(),
  position: z.coerce.number({ error: 'position must be a whole number' }).int('position must be a whole number').min(0).max(ID_MAX).optional(),
});
export type HelpVideoInput = z.infer<typeof helpVideoInputSchema>;
