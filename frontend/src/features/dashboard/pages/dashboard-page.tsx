import Link from '@mui/material/Link';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '../../../shared/auth/auth-slice';
import { firstName } from '../../../shared/auth/first-name';
import Box from '@mui/material/Box';
import { PageShell } from '../../../shared/ui/page-shell';
import { OfferCards } from '../components/offer-cards';
import { TodoCard } from '../components/todo-card';

const REPORT_BUG_URL = import.meta.env.VITE_REPORT_BUG_URL ?? 'https://support.example.com/report-a-bug';

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
    >
      {/* spec order: to-do, 'Recommended for you' (VentureVerse), GrowthCatalyst, GrowthMentor; two by two */}
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TodoCard />
        <OfferCards />
      </Box>
    </PageShell>
  );
}
