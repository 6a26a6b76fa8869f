import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While this page is shown, printing leaves out the app bar, the side menu and the page's own
 * controls, and lets the tables use the whole sheet.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          // The side menu's wrapper keeps its width even with the drawer hidden: hide it too.
          '.MuiAppBar-root, :has(> .MuiDrawer-root), main > .MuiToolbar-root, [data-print-hide]': {
            display: 'none !important',
          },
          main: { padding: '0 !important' },
          '.MuiTableContainer-root': { overflow: 'visible !important' },
          '.MuiAccordion-root': { breakInside: 'avoid' },
        },
      }}
    />
  );
}
