import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, LOCALES } from '@rlo/contract';
import { oneOf } from './columns';

export const USER_GUIDE_SECTIONS = ['SCREEN', 'KPI'] as const;
export type UserGuideSection = (typeof USER_GUIDE_SECTIONS)[number];

/** Modal width of a guide: small, medium or large. */
export const USER_GUIDE_MODAL_VIEWS = [25, 50, 100] as const;

// Product content, the same for every partner.

export const userGuides = pgTable(
  'user_guides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    section: text('section', { enum: USER_GUIDE_SECTIONS }).notNull(),
    guideKey: text('guide_key').notNull(),
    kpiGroup: text('kpi_group'),
    audience: text('audience').notNull().default('SHOP_USER'),
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    title: text('title').notNull(),
    html: text('html').notNull().default(''),
    modalView: integer('modal_view').notNull().default(50),
    comingSoon: boolean('coming_soon').notNull().default(false),
  },
  (t) => [
    unique('user_guides_section_guide_key_locale_key').on(t.section, t.guideKey, t.locale),
    oneOf('user_guides_section_check', t.section, USER_GUIDE_SECTIONS),
    oneOf('user_guides_locale_check', t.locale, LOCALES),
    oneOf('user_guides_modal_view_check', t.modalView, USER_GUIDE_MODAL_VIEWS),
  ],
);

export const helpVideos = pgTable(
  'help_videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
  },
  (t) => [oneOf('help_videos_locale_check', t.locale, LOCALES)],
);

export type UserGuide = typeof userGuides.$inferSelect;
export type HelpVideo = typeof helpVideos.$inferSelect;
