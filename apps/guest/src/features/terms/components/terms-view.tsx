import { ArrowLeft, FileText } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageIntro } from '../../../components/ui/page-intro';
import { SkeletonText } from '../../../components/ui/skeleton';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useTexts } from '../../../lib/i18n/use-texts';
import { PATHS, TERMS_TYPES } from '../../../lib/paths';
import { useTerms } from '../api/get-terms';
import './terms-view.css';

interface TermsViewProps {
  /** 'conditions' shows Terms & Conditions; any other type shows Service Charges (spec section 2). */
  type: string;
  brandId: number | null;
  /** The guest's branch: its own terms, when the owner set them, replace the brand's. */
  branchId: number | null;
}

/** The brand's text, one clause per line. */
const clauses = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

export function TermsView({ type, brandId, branchId }: TermsViewProps) {
  const isConditions = type === TERMS_TYPES.conditions;
  const terms = useTerms(brandId, branchId);
  const navigate = useNavigate();
  const { t, tx } = useTexts();
  const location = useLocation();
  // Opened from a link in the app there is a page to go back to; opened directly there is not.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(PATHS.entry));
  const text = terms.data
    ? isConditions
      ? terms.data.termsText
      : terms.data.serviceChargeText
    : '';
  const lines = clauses(text);

  return (
    <article className="ts-terms" aria-busy={terms.isPending || undefined}>
      <Button
        variant="ghost"
        className="ts-terms__back"
        icon={<ArrowLeft className="ts-mirror" size={20} aria-hidden="true" />}
        onClick={back}
      >
        {t('back')}
      </Button>
      <PageIntro title={isConditions ? t('termsAndConditions') : t('serviceCharges')} />
      {terms.isPending && brandId !== null && (
        <div className="ts-terms__body">
          <SkeletonText lines={4} />
          <SkeletonText lines={3} />
        </div>
      )}
      {terms.isError && (
        <StatusPanel tone="error" icon={<FileText size={36} />} message={tx(terms.error.message)}>
          <Button variant="secondary" onClick={() => terms.refetch()}>
            {t('tryAgain')}
          </Button>
        </StatusPanel>
      )}
      {terms.isSuccess &&
        (isConditions ? (
          <ol className="ts-terms__body ts-terms__list">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        ) : (
          <div className="ts-terms__body">
            {lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ))}
    </article>
  );
}
