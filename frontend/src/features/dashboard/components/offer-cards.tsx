import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import Button from '@mui/material/Button';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths';
import { CardText, DashboardCard } from './dashboard-card';

interface Offer {
  name: string;
  Icon: ComponentType<SvgIconProps>;
  overline?: string;
  title: string;
  text: string;
  /** a button with `to` opens that page; one without is shown disabled (not there yet) */
  buttons: { label: string; to?: string; variant: 'contained' | 'outlined' }[];
}

/** The dashboard's cards that offer an area (member spec section 2), in the order the dashboard shows them. */
const OFFERS: Offer[] = [
  {
    // the startup-simulation game: a static preview, reached from the left menu
    name: 'ventureverse',
    Icon: SportsEsportsOutlinedIcon,
    overline: 'Recommended for you',
    title: 'VentureVerse',
    text:
      'Run a startup for twelve weeks in a simulation game: pick a premise, spend your $10,000 wisely and see how ' +
      'your decisions play out.',
    buttons: [{ label: 'Coming soon', variant: 'outlined' }],
  },
  {
    name: 'growth-catalyst',
    Icon: InsightsOutlinedIcon,
    title: 'GrowthCatalyst',
    text:
      'See how you and your team see each other: your results, blind spots and hidden strengths, and how they ' +
      'change from one reflection to the next.',
    buttons: [
      { label: 'See your Insights', to: paths.results.root, variant: 'contained' },
      { label: 'Request more info', variant: 'outlined' },
    ],
  },
  {
    name: 'growth-mentor',
    Icon: ForumOutlinedIcon,
    title: 'GrowthMentor',
    text:
      'Talk through what you are working on with your AI mentor: cofounders, customers, fundraising, hiring and ' +
      'how your team works together.',
    buttons: [{ label: 'Start Your Growth Session', to: paths.growthMentor, variant: 'contained' }],
  },
];

/** VentureVerse, GrowthCatalyst ('See your Insights' opens the results hub) and GrowthMentor (the full-page chat). */
export function OfferCards() {
  return OFFERS.map(({ name, Icon, overline, title, text, buttons }) => (
    <DashboardCard
      key={name}
      name={name}
      icon={<Icon color="primary" aria-hidden />}
      overline={overline}
      title={title}
      actions={buttons.map(({ label, to, variant }) =>
        to ? (
          <Button key={label} component={RouterLink} to={to} variant={variant}>
            {label}
          </Button>
        ) : (
          <Button key={label} variant={variant} disabled>
            {label}
          </Button>
        ),
      )}
    >
      <CardText>{text}</CardText>
    </DashboardCard>
  ));
}
