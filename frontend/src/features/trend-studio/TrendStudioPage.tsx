import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';

export default function TrendStudioPage() {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Trend Studio
      </Typography>
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 6 }}>
          <AutoAwesomeIcon sx={{ fontSize: 48, color: 'primary.light', mb: 1 }} aria-hidden />
          <Typography variant="h5" component="h2">
            New Features Coming Soon
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
