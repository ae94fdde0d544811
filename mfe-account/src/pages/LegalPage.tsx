import { usePageTitle } from '@baeum/shared';
import { LegalDocumentView } from '../features/legal/components/LegalDocumentView';
import { privacy } from '../features/legal/messages/privacy';
import { terms } from '../features/legal/messages/terms';

const DOCS = {
  terms: { doc: terms, other: { to: '/privacy', title: privacy.title } },
  privacy: { doc: privacy, other: { to: '/terms', title: terms.title } },
};

/** /terms and /privacy: public pages, versioned with a 시행일. */
export function LegalPage({ kind }: { kind: keyof typeof DOCS }) {
  const { doc, other } = DOCS[kind];
  usePageTitle(doc.title);
  return <LegalDocumentView doc={doc} other={other} />;
}
