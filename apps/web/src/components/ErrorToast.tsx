import Box from '@mui/material/Box';
import { MaterialDesignContent, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';

/**
 * The error toast: notistack's own look, with the title that lib/notify's `notifyError` passes
 * shown in bold over the message. Registered for the `error` variant in app/providers.
 */
export const ErrorToast = forwardRef<HTMLDivElement, CustomContentProps & { title?: string }>(
  function ErrorToast({ title, message, ...props }, ref) {
    const content = title ? (
      <Box>
        <Box component="strong" sx={{ display: 'block' }}>
          {title}
        </Box>
        {message}
      </Box>
    ) : (
      message
    );
    return <MaterialDesignContent ref={ref} {...props} message={content} />;
  },
);
