import { PlaceholderPage } from '../../shared/ui/page-shell';

export function ProfilePage() {
  return <PlaceholderPage title="My Profile" />;
}
