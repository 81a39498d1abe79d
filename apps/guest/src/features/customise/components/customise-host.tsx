import { useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { type CustomiseRequest, useCustomiseStore } from '../../../lib/customise-store';
import { CustomiseView } from './customise-view';
import { RepeatView } from './repeat-view';
import './customise.css';

/**
 * The customisation and repeat-customisation sheets (spec section 2), opened through the
 * customise store. One sheet serves both, so 'I'll choose' swaps its content in place.
 */
export function CustomiseHost() {
  const request = useCustomiseStore((state) => state.request);
  const serial = useCustomiseStore((state) => state.serial);
  const open = useCustomiseStore((state) => state.open);
  const close = useCustomiseStore((state) => state.close);
  // The sheet keeps its last content while it slides away.
  const [shown, setShown] = useState<{ request: CustomiseRequest; serial: number } | null>(null);
  if (request !== null && shown?.serial !== serial) setShown({ request, serial });
  const current = request ?? shown?.request ?? null;

  return (
    <Sheet open={request !== null} onClose={close} title={current?.productName ?? ''}>
      {current?.kind === 'repeat' ? (
        <RepeatView
          key={serial}
          productMasterId={current.productMasterId}
          productName={current.productName}
          onChoose={() =>
            open({
              kind: 'add',
              productMasterId: current.productMasterId,
              productName: current.productName,
            })
          }
          onDone={close}
        />
      ) : current ? (
        <CustomiseView
          key={serial}
          productMasterId={current.productMasterId}
          editing={current.kind === 'edit' ? current.item : undefined}
          onDone={close}
        />
      ) : null}
    </Sheet>
  );
}
