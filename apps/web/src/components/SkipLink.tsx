import Link from '@mui/material/Link';

/** The first stop of the keyboard: jumps over the header and menu to the page. */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {label}
    </Link>
  );
}
