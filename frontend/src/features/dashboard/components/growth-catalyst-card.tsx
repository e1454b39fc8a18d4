import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths';

/** The dashboard's GrowthCatalyst card (spec section 2): 'See your Insights' opens the results hub. */
export function GrowthCatalystCard() {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="growth-catalyst-card-title"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <InsightsOutlinedIcon color="primary" aria-hidden />
        <Typography id="growth-catalyst-card-title" variant="h6" component="h2" sx={{ mt: 1 }}>
          GrowthCatalyst
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          See how you and your team see each other: your results, blind spots and hidden strengths, and how they change
          from one reflection to the next.
        </Typography>
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={paths.results.root} variant="contained">
          See your Insights
        </Button>
        <Button variant="outlined" disabled>
          Request more info
        </Button>
      </CardActions>
    </Card>
  );
}
