import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../routing/paths';

/**
 * The Terms and Conditions and the Privacy Policy (member spec sections 1 and 9: placeholder text, last updated
 * March 7, 2022). Shared, because the /terms pages and the first-login 'Welcome!' form both show them.
 */
export type LegalDocumentId = 'terms' | 'privacy';

export interface LegalDocument {
  id: LegalDocumentId;
  title: string;
  /** where the document has a page of its own */
  path: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const LEGAL_LAST_UPDATED = 'March 7, 2022';

const PLACEHOLDER =
  'This is placeholder text. The final wording will be provided by GrowthCatalyst before launch and will replace this paragraph.';

export const LEGAL_DOCUMENTS: Record<LegalDocumentId, LegalDocument> = {
  terms: {
    id: 'terms',
    title: 'Terms and Conditions',
    path: paths.terms,
    sections: [
      {
        heading: '1. Acceptance of these terms',
        paragraphs: [
          'By creating an account or using GrowthCatalyst you agree to these Terms and Conditions. If you do not agree, you may not use the service.',
          PLACEHOLDER,
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You are responsible for keeping your password and the phone number used for verification secure, and for everything done with your account.',
          PLACEHOLDER,
        ],
      },
      {
        heading: '3. Acceptable use',
        paragraphs: [
          'Reflections, comments and chat messages must be respectful and must not contain unlawful content.',
          PLACEHOLDER,
        ],
      },
      { heading: '4. Changes', paragraphs: ['We may update these terms; we will ask you to accept them again.'] },
    ],
  },
  privacy: {
    id: 'privacy',
    title: 'Privacy Policy',
    path: paths.privacy,
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: [
          'Your name, email address, phone number, an optional alternate email address, and the reflections, results and chat messages you create.',
          PLACEHOLDER,
        ],
      },
      {
        heading: '2. How we use it',
        paragraphs: [
          'To sign you in, to verify your phone number, to show results to you and your team, and to send the reminders you expect.',
          PLACEHOLDER,
        ],
      },
      {
        heading: '3. Your choices',
        paragraphs: [
          'You can change your personal data in My Profile and delete your account at any time.',
          PLACEHOLDER,
        ],
      },
    ],
  },
};

/** A document's text; the page or dialog around it supplies the title. */
export function LegalDocumentText({ document }: { document: LegalDocument }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Last updated {LEGAL_LAST_UPDATED}
      </Typography>
      {document.sections.map((section) => (
        <Box key={section.heading} component="section">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
