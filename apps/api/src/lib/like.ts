/** `text` inside a LIKE / ILIKE pattern matches itself: its \, % and _ are escaped (backslash is the default escape). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE / ILIKE pattern of the values that contain `text`. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;
