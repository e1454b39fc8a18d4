import { PlaceholderPage } from '../../shared/ui/page-shell';

export function CreateClientPage() {
  return <PlaceholderPage title="Add a New Client" back={{ to: '/app/dashboard', label: 'Back to dashboard' }} />;
}
