import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DashboardCardProps {
  /** names the card's heading: `${name}-card-title` */
  name: string;
  icon: ReactNode;
  /** a line above the title ('Recommended for you') */
  overline?: string;
  title: string;
  children: ReactNode;
  /** the card's buttons */
  actions: ReactNode;
}

/** One card of the dashboard (member spec section 2): an icon, the title, what it offers, and its buttons. */
export function DashboardCard({ name, icon, overline, title, children, actions }: DashboardCardProps) {
  const titleId = `${name}-card-title`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        {icon}
        {overline && (
          <Typography variant="overline" component="p" sx={{ mt: 1, color: 'text.secondary', lineHeight: 1.5 }}>
            {overline}
          </Typography>
        )}
        <Typography id={titleId} variant="h6" component="h2" sx={{ mt: overline ? 0 : 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {actions}
      </CardActions>
    </Card>
  );
}

/** What a card offers, in a sentence or two. */
export function CardText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
      {children}
    </Typography>
  );
}
