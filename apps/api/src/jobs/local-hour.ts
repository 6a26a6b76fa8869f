/** The hour (0–23) it is now in a time zone: the morning jobs start at a local hour. */
export const localHour = (timeZone: string, now: Date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));
