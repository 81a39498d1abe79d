import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export interface SignInDetails {
  displayName: string;
  username: string;
  password: string;
}

/**
 * The new member's username and temporary password, shown once after the account was made
 * (the server keeps only a hash), for the creator to hand over.
 */
export function SignInDetailsDialog({
  details,
  onClose,
}: {
  details: SignInDetails;
  onClose: () => void;
}) {
  const text = `Username: ${details.username}\nPassword: ${details.password}`;
  return (
    <Dialog
      open
      title={`Sign-in details for ${details.displayName}`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={() => void navigator.clipboard?.writeText(text)}>Copy</Button>
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        </>
      }
    >
      <pre className="staff-details">{text}</pre>
      <p className="field__hint">
        Share these with them now: the password is not shown again. They can ask you for a new one
        with 'Reset password' if it is lost.
      </p>
    </Dialog>
  );
}
