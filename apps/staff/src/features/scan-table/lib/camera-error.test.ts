import { describe, expect, it } from 'vitest';
import { cameraErrorMessage } from './camera-error';

describe('cameraErrorMessage', () => {
  it('tells a denied permission to be allowed in the settings', () => {
    expect(cameraErrorMessage(new DOMException('no', 'NotAllowedError'))).toMatch(
      /denied.*settings/,
    );
    expect(cameraErrorMessage(new DOMException('no', 'SecurityError'))).toMatch(/denied/);
  });

  it('tells a missing or busy camera apart', () => {
    expect(cameraErrorMessage(new DOMException('x', 'NotFoundError'))).toMatch(/no camera/);
    expect(cameraErrorMessage(new DOMException('x', 'NotReadableError'))).toMatch(/another app/);
  });

  it('falls back to a retry for anything else', () => {
    expect(cameraErrorMessage('boom')).toMatch(/could not start/);
  });
});
