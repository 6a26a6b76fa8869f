import { MOBILE_WIDTH_PX } from '@rlo/contract';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Below 952 px the side navigation becomes a drawer (1-foundation §9). */
export function useMobileLayout(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_WIDTH_PX - 0.02}px)`, { noSsr: true });
}
