import { PlaceholderPage } from '../../shared/ui/page-shell';

export function TeamsPage() {
  return <PlaceholderPage title="My Teams" />;
}
