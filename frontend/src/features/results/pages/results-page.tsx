import { PlaceholderPage } from '../../../shared/ui/page-shell';

export function ResultsPage() {
  return <PlaceholderPage title="See Results" />;
}
