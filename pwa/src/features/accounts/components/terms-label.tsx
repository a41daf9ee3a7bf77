import { Link } from 'react-router';
import { FIELD_LABELS } from '../accounts.constants';

/** "I agree to the Terms of Service and Privacy Policy", with both pages linked (spec §2 routes). */
export function TermsLabel() {
  return (
    <>
      {FIELD_LABELS.termsBefore}
      <Link to="/terms" target="_blank" rel="noopener">
        {FIELD_LABELS.termsLink}
      </Link>
      {FIELD_LABELS.termsMiddle}
      <Link to="/privacy" target="_blank" rel="noopener">
        {FIELD_LABELS.privacyLink}
      </Link>
    </>
  );
}
