import { PlaceholderPage } from '../../shared/ui/page-shell';

export function UsersPage() {
  return <PlaceholderPage title="Manage Users" />;
}
