import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { feedbackOptions } from '../../../features/support/api/get-feedback';

/**
 * The red dot for unread support replies: /inquiries/feedback polled every 60 s and on window
 * focus while a token exists (and asked again when an inquiry is viewed); hidden without a token.
 */
export function useFeedbackDot(): boolean {
  const { token } = useAuth();
  const feedback = useQuery(feedbackOptions(token));
  return token !== null && feedback.data === true;
}
