import Box from '@mui/material/Box';

export function ToastContent({ title, message }: { title: string; message: string }) {
  return (
    <Box>
      <Box component="strong" sx={{ display: 'block' }}>
        {title}
      </Box>
      {message}
    </Box>
  );
}
