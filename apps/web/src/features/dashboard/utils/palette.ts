/**
 * The dashboard's chart colours (2-dashboard §9: ten entries), the product blue first. Adjacent
 * entries differ in hue and lightness so that stacked series stay apart for colour-blind readers.
 */
export const CHART_PALETTE: readonly string[] = [
  '#163d7a',
  '#f28e2b',
  '#59a14f',
  '#e15759',
  '#76b7b2',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#4e79a7',
];

export function paletteColor(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length];
}

/** The monthly chart: the recent 12 months in the product blue, the previous 12 lighter, a chosen month in orange. */
export const RECENT_BLOCK_COLOR = CHART_PALETTE[0];
export const PREVIOUS_BLOCK_COLOR = CHART_PALETTE[9];
export const SELECTED_BAR_COLOR = CHART_PALETTE[1];
export const GOAL_LINE_COLOR = CHART_PALETTE[3];
