import Link from '@mui/material/Link';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '../../../shared/auth/auth-slice';
import { PageShell } from '../../../shared/ui/page-shell';

const REPORT_BUG_URL = import.meta.env.VITE_REPORT_BUG_URL ?? 'https://support.example.com/report-a-bug';

/** People are greeted by their first name, as a colleague would. */
export function firstName(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

export function DashboardPage() {
  const user = useSelector(selectCurrentUser);
  return (
    <PageShell
      title={`Hi ${firstName(user?.name) || user?.email || ''}!`}
      actions={
        <Link href={REPORT_BUG_URL} target="_blank" rel="noopener noreferrer">
          Report a bug
        </Link>
      }
    />
  );
}
