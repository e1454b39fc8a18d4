import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths';

/** The dashboard's GrowthMentor card: 'Start Your Growth Session' opens the full-page chat. */
export function GrowthMentorCard() {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="growth-mentor-card-title"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <ForumOutlinedIcon color="primary" aria-hidden />
        <Typography id="growth-mentor-card-title" variant="h6" component="h2" sx={{ mt: 1 }}>
          GrowthMentor
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Talk through what you are working on with your AI mentor: cofounders, customers, fundraising, hiring and how
          your team works together.
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={paths.growthMentor} variant="contained">
          Start Your Growth Session
        </Button>
      </CardActions>
    </Card>
  );
}
