import { afterPinVerified } from '@tableside/shared/domain/check-in';
import { PIN_LENGTH } from '@tableside/shared/domain/constants';
import { isCodeComplete, validateCode } from '@tableside/shared/domain/guest-form';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { emptyCode, OtpBoxes, type OtpBoxesHandle } from '../../../components/ui/otp-boxes';
import { PageIntro } from '../../../components/ui/page-intro';
import { errorText } from '../../../lib/api-error';
import { deviceId } from '../../../lib/storage';
import { useVerifyTable } from '../api/verify-table';
import { useFollowDecision } from '../hooks/use-follow-decision';
import './identity.css';

interface VerifyPinProps {
  orderId: number;
  /** The guest who opened the table, greeted by name (spec section 2). */
  primaryName?: string | null;
}

/** /verify-pin: a joining guest proves they sit at the table with its 4-digit PIN. */
export function VerifyPin({ orderId, primaryName }: VerifyPinProps) {
  const [code, setCode] = useState(() => emptyCode(PIN_LENGTH));
  const boxes = useRef<OtpBoxesHandle>(null);
  const verify = useVerifyTable();
  const { follow, showError } = useFollowDecision();
  const host = primaryName?.trim() || null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending || !isCodeComplete(code, PIN_LENGTH)) return;
    const tableCode = code.join('');
    const invalid = validateCode(tableCode, PIN_LENGTH);
    if (invalid) return showError(invalid);
    const retry = () => {
      setCode(emptyCode(PIN_LENGTH));
      // The boxes are being emptied: start again at the first one.
      boxes.current?.focus(0);
    };
    verify.mutate(
      { orderId, tableCode },
      {
        onSuccess: (answer) => {
          deviceId.set(answer.customerDetails.deviceId);
          const decision = afterPinVerified(answer);
          if (decision.kind !== 'navigate') retry();
          follow(decision);
        },
        onError: (error) => {
          showError(errorText(error));
          retry();
        },
      },
    );
  };

  return (
    <>
      <PageIntro
        icon={<KeyRound size={26} />}
        eyebrow="Hello!"
        title={host ? `Join ${host}'s table` : 'Join this table'}
      >
        <p>
          Ask {host ? <strong>{host}</strong> : 'the guest who started this table'} for the 4-digit
          table PIN. It is shown at the top of their menu.
        </p>
      </PageIntro>
      <form className="ts-identity-card" noValidate onSubmit={submit}>
        <OtpBoxes
          ref={boxes}
          label="Table PIN"
          value={code}
          onChange={setCode}
          autoComplete="off"
          autoFocus
        />
        <Button
          type="submit"
          size="lg"
          block
          disabled={!isCodeComplete(code, PIN_LENGTH)}
          loading={verify.isPending}
        >
          Join Table
        </Button>
      </form>
    </>
  );
}
