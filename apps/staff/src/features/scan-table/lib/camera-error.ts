// getUserMedia fails with DOMException names; each gets what the member can do about it.

export const CAMERA_UNSUPPORTED =
  "This browser cannot use the camera here (it needs a secure https address). Type the order number below, or scan with the phone's camera app.";

const DENIED =
  'Camera access was denied. Allow the camera for this site in the browser settings, or type the order number below.';
const NO_CAMERA = 'This device has no camera. Type the order number below.';
const BUSY =
  'The camera is in use by another app. Close that app and try again, or type the order number below.';
const OTHER = 'The camera could not start. Try again, or type the order number below.';

const MESSAGES: Record<string, string> = {
  NotAllowedError: DENIED,
  SecurityError: DENIED,
  NotFoundError: NO_CAMERA,
  OverconstrainedError: NO_CAMERA,
  NotReadableError: BUSY,
};

export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return MESSAGES[name] ?? OTHER;
}
