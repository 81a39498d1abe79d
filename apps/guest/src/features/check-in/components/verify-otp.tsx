import { afterCheckIn, afterOtpVerified } from '@tableside/shared/domain/check-in';
import { RESEND_OTP_COUNTDOWN_S } from '@tableside/shared/domain/constants';
import { isCodeComplete, validateCode } from '@tableside/shared/domain/guest-form';
import { MSG } from '@tableside/shared/domain/messages';
import { parsePhoneNo } from '@tableside/shared/domain/phone';
import { MessageSquareText } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { emptyCode, OtpBoxes, type OtpBoxesHandle } from '../../../components/ui/otp-boxes';
import { PageIntro } from '../../../components/ui/page-intro';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/api-error';
import { PATHS } from '../../../lib/paths';
import { useCheckIn } from '../api/check-in';
import { useCountdown } from '../hooks/use-countdown';
import { useFollowDecision } from '../hooks/use-follow-decision';
import { nextCheckInBody, rememberCheckIn } from '../lib/identity-session';
import { displayPhone } from '../lib/phone-input';
import './identity.css';
import { useTexts } from '../../../lib/i18n/use-texts';

const countdownLabel = (seconds: number) => `0:${String(seconds).padStart(2, '0')}`;

/** /verify-otp: the 4-digit SMS code, with resend after 59 s (spec sections 2 and 5). */
export function VerifyOtp({ mobile }: { mobile: string }) {
  const { t } = useTexts();
  const [code, setCode] = useState(emptyCode);
  const boxes = useRef<OtpBoxesHandle>(null);
  const verify = useCheckIn();
  const resend = useCheckIn();
  const countdown = useCountdown(RESEND_OTP_COUNTDOWN_S);
  const { follow, showError } = useFollowDecision();
  const navigate = useNavigate();
  const phone = parsePhoneNo(mobile);

  const startOver = () => navigate(PATHS.entry, { replace: true });
  const clearCode = () => {
    setCode(emptyCode());
    // The boxes are being emptied: start again at the first one.
    boxes.current?.focus(0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending || !isCodeComplete(code)) return;
    const otpPin = code.join('');
    const invalid = validateCode(otpPin);
    if (invalid) return showError(invalid);
    const body = nextCheckInBody({ otpPin });
    if (!body) return startOver();
    verify.mutate(body, {
      onSuccess: (answer) => {
        rememberCheckIn(answer);
        follow(afterOtpVerified(answer));
      },
      onError: (error) => {
        showError(errorText(error));
        clearCode();
      },
    });
  };

  const resendCode = () => {
    const body = nextCheckInBody();
    if (!body) return startOver();
    resend.mutate(body, {
      onSuccess: (answer) => {
        rememberCheckIn(answer);
        // A trusted device may need no code after all; then the check-in rules decide.
        if (!answer.isOtpNeeded) return follow(afterCheckIn(answer));
        toast.success(MSG.otpSent);
        countdown.restart();
        clearCode();
      },
      onError: (error) => showError(errorText(error)),
    });
  };

  return (
    <>
      <PageIntro icon={<MessageSquareText size={26} />} title={t('verifyYourNumber')}>
        <p>
          {t('codeSentTo')}{' '}
          <strong>{phone ? displayPhone(phone.country, phone.number) : mobile}</strong>
        </p>
      </PageIntro>
      <form className="ts-identity-card" noValidate onSubmit={submit}>
        <OtpBoxes
          ref={boxes}
          label={t('oneTimePassword')}
          value={code}
          onChange={setCode}
          autoFocus
        />
        <div className="ts-identity-row ts-identity-row--center">
          <Button
            variant="ghost"
            disabled={!countdown.done}
            loading={resend.isPending}
            onClick={resendCode}
          >
            {countdown.done
              ? t('resendOtp')
              : t('resendOtpIn', { time: countdownLabel(countdown.secondsLeft) })}
          </Button>
        </div>
        <Button
          type="submit"
          size="lg"
          block
          disabled={!isCodeComplete(code)}
          loading={verify.isPending}
        >
          {t('submit')}
        </Button>
      </form>
      <div className="ts-identity-row ts-identity-row--center">
        <Link to={PATHS.entry} className={buttonClassName({ variant: 'ghost' })}>
          {t('changeMobile')}
        </Link>
      </div>
    </>
  );
}
