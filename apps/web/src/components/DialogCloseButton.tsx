import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';

/** The × in the top right corner of a dialog's title (the title leaves room for it with right padding). */
export function DialogCloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} sx={{ position: 'absolute', right: 8, top: 8 }}>
      <CloseIcon />
    </IconButton>
  );
}
