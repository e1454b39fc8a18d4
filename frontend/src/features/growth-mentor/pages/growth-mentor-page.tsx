import { PlaceholderPage } from '../../../shared/ui/page-shell';

export function GrowthMentorPage() {
  return <PlaceholderPage title="GrowthMentor" />;
}
