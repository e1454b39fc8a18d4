import { PlaceholderPage } from '../../../shared/ui/page-shell';

export function ReflectionListPage() {
  return <PlaceholderPage title="Build Reflections" />;
}
