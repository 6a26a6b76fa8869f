import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { OWNER_COMMENT_DESCRIPTION_MAX, OWNER_COMMENT_TITLE_MAX, type OwnerCommentSave } from '@rlo/contract';
import { useEffect, useRef } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifyError, notifySuccess } from '@/lib/notify';
import { BusyButton } from './BusyButton';

// Messages are translation keys (employeeComments.form.errors.*).
const formSchema = z.object({
  title: z.string().trim().min(1, 'titleRequired').max(OWNER_COMMENT_TITLE_MAX, 'titleTooLong'),
  description: z
    .string()
    .trim()
    .min(1, 'descriptionRequired')
    .max(OWNER_COMMENT_DESCRIPTION_MAX, 'descriptionTooLong'),
  employeeIds: z.array(z.number()).min(1, 'employeesRequired'),
});
export type OwnerCommentValues = z.infer<typeof formSchema>;

export interface OwnerCommentDialogProps {
  open: boolean;
  /** The employees that can be ticked (advisors and technicians of one location). */
  employees: readonly { id: number; fullName: string }[];
  /** The dialog's heading ("Coach my employees", "Comment on employees" …). */
  heading: string;
  /** Saves the comment; the dialog then toasts `savedText` and closes. A failure is toasted and keeps the text. */
  onSave: (body: OwnerCommentSave) => Promise<unknown>;
  savedText: string;
  onClose: () => void;
}

/**
 * The owner-comment form (2-dashboard §5): a title, a text and at least one ticked employee. When
 * no employee is ticked, the error shows under the list and the form scrolls to it.
 */
export function OwnerCommentDialog({ open, employees, heading, onSave, savedText, onClose }: OwnerCommentDialogProps) {
  const { t } = useTranslation();
  const employeesRef = useRef<HTMLFieldSetElement>(null);
  const { control, handleSubmit, reset, formState } = useForm<OwnerCommentValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: '', description: '', employeeIds: [] },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (open) reset({ title: '', description: '', employeeIds: [] });
  }, [open, reset]);

  const onValid = async (values: OwnerCommentValues) => {
    try {
      await onSave({
        title: values.title,
        description: values.description,
        employees: values.employeeIds.map((id) => ({ id })),
      });
    } catch (error) {
      notifyError(error); // the text stays for another try
      return;
    }
    notifySuccess(savedText);
    onClose();
  };
  const onInvalid = (invalid: FieldErrors<OwnerCommentValues>) => {
    // The checkbox list is no text field react-hook-form can focus: bring it into view ourselves.
    if (invalid.employeeIds && !invalid.title && !invalid.description) {
      employeesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      employeesRef.current?.querySelector('input')?.focus();
    }
  };
  const message = (key: string | undefined) => (key ? t(`employeeComments.form.errors.${key}`) : undefined);

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="owner-comment-title"
    >
      <form onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} noValidate>
        <DialogTitle id="owner-comment-title">{heading}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Controller
              name="title"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  label={t('employeeComments.form.title')}
                  required
                  error={!!errors.title}
                  helperText={message(errors.title?.message)}
                  slotProps={{ htmlInput: { maxLength: OWNER_COMMENT_TITLE_MAX } }}
                />
              )}
            />
            <Controller
              name="description"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  label={t('employeeComments.form.description')}
                  required
                  multiline
                  minRows={4}
                  error={!!errors.description}
                  helperText={message(errors.description?.message)}
                  slotProps={{ htmlInput: { maxLength: OWNER_COMMENT_DESCRIPTION_MAX } }}
                />
              )}
            />
            <Controller
              name="employeeIds"
              control={control}
              render={({ field }) => (
                <FormControl component="fieldset" error={!!errors.employeeIds} ref={employeesRef} required>
                  <FormLabel component="legend">{t('employeeComments.form.employees')}</FormLabel>
                  {employees.length === 0 ? (
                    <Alert severity="info">{t('employeeComments.form.noEmployees')}</Alert>
                  ) : (
                    <FormGroup sx={{ maxHeight: 240, overflowY: 'auto', flexWrap: 'nowrap' }}>
                      {employees.map((employee) => (
                        <FormControlLabel
                          key={employee.id}
                          label={employee.fullName}
                          control={
                            <Checkbox
                              checked={field.value.includes(employee.id)}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked
                                    ? [...field.value, employee.id]
                                    : field.value.filter((id) => id !== employee.id),
                                )
                              }
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                  )}
                  {errors.employeeIds && (
                    <FormHelperText role="alert">{message(errors.employeeIds.message)}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('employeeComments.form.cancel')}
          </Button>
          <BusyButton type="submit" busy={isSubmitting} spinnerSize={16}>
            {t('employeeComments.form.save')}
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
