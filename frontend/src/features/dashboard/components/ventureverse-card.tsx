import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/**
 * The dashboard's 'Recommended for you' card (member spec section 2): VentureVerse, the startup-simulation game,
 * with a disabled 'Coming soon' button (the game is a static preview, reached from the left menu).
 */
export function VentureVerseCard() {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="ventureverse-card-title"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <SportsEsportsOutlinedIcon color="primary" aria-hidden />
        <Typography variant="overline" component="p" sx={{ mt: 1, color: 'text.secondary', lineHeight: 1.5 }}>
          Recommended for you
        </Typography>
        <Typography id="ventureverse-card-title" variant="h6" component="h2">
          VentureVerse
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Run a startup for twelve weeks in a simulation game: pick a premise, spend your $10,000 wisely and see how
          your decisions play out.
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" disabled>
          Coming soon
        </Button>
      </CardActions>
    </Card>
  );
}
