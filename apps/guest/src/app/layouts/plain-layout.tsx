import { Outlet } from 'react-router';
import { PlainFrame } from './plain-frame';

/** The identity and info pages: the brand's logo on top, no footer (spec section 2). */
export function PlainLayout() {
  return (
    <PlainFrame>
      <Outlet />
    </PlainFrame>
  );
}
