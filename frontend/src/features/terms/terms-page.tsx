import { PlaceholderPage } from '../../shared/ui/page-shell';

export function TermsPage() {
  return <PlaceholderPage title="Terms and Conditions" />;
}
