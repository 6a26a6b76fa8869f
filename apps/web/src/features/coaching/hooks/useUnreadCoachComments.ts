import { useQuery } from '@tanstack/react-query';
import { unreadCountOptions } from '@/api/coachComments';

/**
 * The sidebar badge: unread coach comments of the location the menu follows. 0 while loading, on
 * error, or without a location that has rlo_daily_email (the call needs it).
 */
export function useUnreadCoachComments(partnerId: number, locationId: number | null): number {
  const query = useQuery({
    ...unreadCountOptions({ partnerId, locationId: locationId ?? 0 }),
    enabled: locationId !== null,
  });
  return query.data ?? 0;
}
