import { PlaceholderPage } from '../../../shared/ui/page-shell';

export function TakeInboxPage() {
  return <PlaceholderPage title="Take Reflections" />;
}
