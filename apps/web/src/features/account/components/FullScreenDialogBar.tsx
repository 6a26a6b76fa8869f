import Close from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

interface FullScreenDialogBarProps {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}

/** The bar on top of a full-screen dialog: close icon and title. */
export function FullScreenDialogBar({ titleId, title, closeLabel, onClose }: FullScreenDialogBarProps) {
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar>
        <IconButton edge="start" color="inherit" onClick={onClose} aria-label={closeLabel}>
          <Close />
        </IconButton>
        <Typography id={titleId} variant="h6" component="h2" sx={{ ml: 1, flexGrow: 1 }}>
          {title}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
