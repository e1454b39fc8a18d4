import { PlaceholderPage } from '../../../shared/ui/page-shell';

export function VentureVersePage() {
  return <PlaceholderPage title="VentureVerse" />;
}
