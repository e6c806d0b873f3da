import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../app/hooks';
import { SubmitButton } from '../../../components/common/SubmitButton';
import { resolveErrorMessage } from '../../../lib/errorCatalogue';
import { useFormState } from '../../../lib/useFormState';
import { errorToast, successToast } from '../../toast/toastSlice';
import { linksOf, minimumReasonLength, reasonLength, validateApplication, withoutAt } from '../applicationForm';
import { useApplyForTrendstarMutation } from '../trendStarApplicationApi';

/** The reason's hint (or message) on the left and the live count on the right. */
function ReasonHelper({ message, length }: { message: string | undefined; length: number }) {
  const enough = length >= minimumReasonLength;
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{message ?? `Minimum ${minimumReasonLength} characters`}</span>
      <Box
        component="span"
        sx={{ color: enough ? 'success.main' : undefined, flexShrink: 0 }}
        data-testid="reason-counter"
      >
        {length}/{minimumReasonLength}
      </Box>
    </Box>
  );
}

export function TrendStarApplicationForm({ reapplying }: { reapplying: boolean }) {
  const dispatch = useAppDispatch();
  const [apply, { isLoading: sending }] = useApplyForTrendstarMutation();
  const form = useFormState({ instagramHandle: '', socialMediaLinks: '', reasonToApply: '' }, validateApplication);
  const handleProps = form.fieldProps('instagramHandle');
  const reasonProps = form.fieldProps('reasonToApply');

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await apply({
        applyForTrendstarDto: {
          instagramHandle: withoutAt(values.instagramHandle).trim(),
          socialMediaLinks: linksOf(values.socialMediaLinks),
          reasonToApply: values.reasonToApply.trim(),
        },
      }).unwrap();
      dispatch(successToast('Application Submitted', answer.message || 'Your application is under review.'));
    } catch (error) {
      if (!form.showServerErrors(error)) dispatch(errorToast('Error', resolveErrorMessage(error)));
    }
  });

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {reapplying ? 'Apply Again' : 'Become a TrendStar'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Create and sell custom virtual try-on products, get featured on the TrendStars page and grow your followers.
        </Typography>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="TrendStar application">
          <TextField
            {...handleProps}
            onChange={(event) => form.setValue('instagramHandle', withoutAt(event.target.value))}
            label="Instagram handle"
            required
            autoComplete="off"
            helperText={handleProps.helperText ?? 'Your username without @'}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
              htmlInput: { autoCapitalize: 'none', spellCheck: false },
            }}
          />
          <TextField
            {...form.fieldProps('socialMediaLinks')}
            label="Social media links (optional)"
            multiline
            minRows={2}
            placeholder={'https://youtube.com/@you\nhttps://x.com/you'}
            helperText={form.errors.socialMediaLinks ?? 'One link per line'}
          />
          <TextField
            {...reasonProps}
            label="Why do you want to become a TrendStar?"
            required
            multiline
            minRows={4}
            helperText={
              <ReasonHelper message={reasonProps.helperText} length={reasonLength(form.values.reasonToApply)} />
            }
            slotProps={{ formHelperText: { component: 'div' } }}
          />
          <Typography variant="body2" color="text.secondary">
            An admin reviews every application. You will see the result on this page.
          </Typography>
          <SubmitButton sending={sending}>{sending ? 'Submitting...' : 'Submit Application'}</SubmitButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
