import type { Theme } from '@mui/material/styles';

// The fixed app bar sits above the drawer layer (it clips the sidebar); a side panel is a modal and
// goes above it, so that its heading and close button are not hidden under the bar.
export const ABOVE_APP_BAR = { zIndex: (theme: Theme) => theme.zIndex.modal };
