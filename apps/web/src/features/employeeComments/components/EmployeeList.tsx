import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { count, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useEmployees, type EmployeeRole } from '../api/employees';
import { useUpdateEmployee } from '../api/updateEmployee';

interface Props {
  partnerId: number;
  locationId: number;
  role: EmployeeRole;
  /** Only shop owners hide or show employees. */
  canHide: boolean;
}

/** Advisors or technicians with their figures of the last two months; each can be hidden from the charts or shown again. */
export function EmployeeList({ partnerId, locationId, role, canHide }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useEmployees(partnerId, locationId, role);
  const update = useUpdateEmployee();
  const headingId = `employees-${role}`;

  const toggle = (id: number, name: string, hide: boolean) =>
    update.mutate(
      { partnerId, locationId, id, hide },
      {
        onSuccess: () =>
          notifySuccess(
            t(hide ? 'employeeComments.employees.hidden' : 'employeeComments.employees.shown', { name }),
          ),
        onError: (error) => notifyError(error),
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h3" id={headingId}>
        {t(`employeeComments.employees.${role}s`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('employeeComments.employees.window')}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      ) : query.isError ? (
        <Typography color="error" sx={{ mt: 2 }}>
          {t('employeeComments.employees.loadFailed')}
        </Typography>
      ) : query.data.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t(`employeeComments.employees.empty.${role}`)}</Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {query.data.map((employee) => (
            <ListItem
              key={employee.id}
              divider
              sx={{ opacity: employee.hide ? 0.6 : 1 }}
              secondaryAction={
                canHide && (
                  <Button
                    size="small"
                    onClick={() => toggle(employee.id, employee.fullName, !employee.hide)}
                    disabled={update.isPending}
                    startIcon={employee.hide ? <VisibilityIcon /> : <VisibilityOffIcon />}
                    aria-label={t(
                      employee.hide
                        ? 'employeeComments.employees.showName'
                        : 'employeeComments.employees.hideName',
                      { name: employee.fullName },
                    )}
                  >
                    {t(employee.hide ? 'employeeComments.employees.show' : 'employeeComments.employees.hide')}
                  </Button>
                )
              }
            >
              <ListItemText
                sx={{ pr: canHide ? 12 : 0 }}
                primary={
                  employee.hide
                    ? t('employeeComments.employees.hiddenName', { name: employee.fullName })
                    : employee.fullName
                }
                secondary={t(`employeeComments.employees.figures.${role}`, {
                  sales: money(employee.sales_cents, locale),
                  count: count(employee.ro_count, locale),
                  average: money(employee.average_cents, locale),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
