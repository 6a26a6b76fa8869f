import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddCommentIcon from '@mui/icons-material/AddComment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnerCommentDialog } from '@/components/OwnerCommentDialog';
import { useEmployees } from '../api/employees';
import { useSaveOwnerComment } from '@/api/ownerComments';
import { ClientEmails } from './ClientEmails';
import { EmployeeList } from './EmployeeList';
import { OwnerCommentList } from './OwnerCommentList';
import { PageTitle } from '@/components/PageTitle';

export interface EmployeeCommentsLocation {
  id: number;
  name: string;
  isDisable: boolean;
  subscriptions: readonly string[];
}

interface Props {
  partnerId: number;
  isShopOwner: boolean;
  locations: readonly EmployeeCommentsLocation[] | undefined;
  locationsFailed: boolean;
}

/** "Coach My Employees" (shop owners) or "Owner comments" (others): employees, owner comments and client e-mails of one location. */
export function EmployeeCommentsPage({ partnerId, isShopOwner, locations, locationsFailed }: Props) {
  const { t } = useTranslation();
  // The screen needs rlo_daily_email (1-foundation §6): only those locations are offered.
  const usable = (locations ?? []).filter((l) => !l.isDisable && l.subscriptions.includes('rlo_daily_email'));
  const [chosen, setChosen] = useState<number | null>(null);
  const locationId = chosen ?? usable[0]?.id ?? null;
  const heading = t(isShopOwner ? 'employeeComments.titleOwner' : 'employeeComments.titleOther');

  return (
    <Stack spacing={3} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <PageTitle>
          {heading}
        </PageTitle>
        {usable.length > 0 && locationId !== null && (
          <TextField
            select
            size="small"
            label={t('employeeComments.location')}
            value={locationId}
            onChange={(event) => setChosen(Number(event.target.value))}
            sx={{ minWidth: 240 }}
          >
            {usable.map((location) => (
              <MenuItem key={location.id} value={location.id}>
                {location.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {locationsFailed ? (
        <Alert severity="error">{t('employeeComments.errors.locations')}</Alert>
      ) : locations === undefined ? null : locationId === null ? (
        <Alert severity="info">{t('employeeComments.noLocation')}</Alert>
      ) : (
        <LocationContent
          key={locationId}
          partnerId={partnerId}
          locationId={locationId}
          isShopOwner={isShopOwner}
        />
      )}
    </Stack>
  );
}

function LocationContent({
  partnerId,
  locationId,
  isShopOwner,
}: {
  partnerId: number;
  locationId: number;
  isShopOwner: boolean;
}) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  const advisors = useEmployees(partnerId, locationId, 'advisor');
  const technicians = useEmployees(partnerId, locationId, 'technician');
  const save = useSaveOwnerComment(partnerId, locationId);
  // Someone both advisor and technician is offered once.
  const people = [...(advisors.data ?? []), ...(technicians.data ?? [])].filter(
    (e, i, all) => all.findIndex((o) => o.id === e.id) === i,
  );

  return (
    <>
      <section aria-labelledby="employees-heading">
        <Typography variant="h5" component="h2" id="employees-heading" gutterBottom>
          {t('employeeComments.employees.title')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <EmployeeList
              partnerId={partnerId}
              locationId={locationId}
              role="advisor"
              canHide={isShopOwner}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <EmployeeList
              partnerId={partnerId}
              locationId={locationId}
              role="technician"
              canHide={isShopOwner}
            />
          </Grid>
        </Grid>
      </section>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="comments-heading">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" component="h2" id="comments-heading">
            {t('employeeComments.comments.title')}
          </Typography>
          {isShopOwner && (
            <Button variant="contained" startIcon={<AddCommentIcon />} onClick={() => setWriting(true)}>
              {t('employeeComments.comments.new')}
            </Button>
          )}
        </Stack>
        <OwnerCommentList partnerId={partnerId} locationId={locationId} isShopOwner={isShopOwner} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="emails-heading">
        <Typography variant="h5" component="h2" id="emails-heading" gutterBottom>
          {t('employeeComments.emails.title')}
        </Typography>
        <ClientEmails partnerId={partnerId} locationId={locationId} />
      </Paper>
      {isShopOwner && (
        <OwnerCommentDialog
          open={writing}
          heading={t('employeeComments.comments.new')}
          employees={people}
          onClose={() => setWriting(false)}
          onSave={save.mutateAsync}
          savedText={t('employeeComments.comments.saved')}
        />
      )}
    </>
  );
}
