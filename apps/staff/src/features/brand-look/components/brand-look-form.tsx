import type { TBrandLook } from '@tableside/shared/contract/brand-look';
import { type BrandColorField, brandContrastChecks } from '@tableside/shared/domain/brand-contrast';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DiscardDialog } from '../../../components/ui/discard-dialog';
import { ApiError, errorMessage } from '../../../lib/api';
import { useCurrentBranch } from '../../../lib/branch';
import { useDiscardGuard } from '../../../lib/use-discard-guard';
import { useSaveBrandLook } from '../api/use-brand-look';
import {
  COLOR_FIELDS,
  type ImageField,
  isDirty,
  type LookValues,
  lookErrors,
  lookValuesOf,
  toLookBody,
  validColors,
} from '../lib/look-form';
import { ColorField } from './color-field';
import { FontPicker } from './font-picker';
import { ImageSlot } from './image-slot';
import { PhonePreview } from './phone-preview';

const COLOR_COPY: Record<BrandColorField, { label: string; hint: string }> = {
  primaryColor: { label: 'Primary colour', hint: 'Buttons, the active tab, the header name' },
  secondaryColor: { label: 'Secondary colour', hint: 'An accent beside the primary colour' },
  textColor: { label: 'Text colour', hint: 'Names, prices and every paragraph' },
  backgroundColor: { label: 'Background colour', hint: 'The page behind cards and lists' },
};

const IMAGE_SLOTS: readonly {
  field: ImageField;
  label: string;
  hint: string;
  shape: 'banner' | 'square';
}[] = [
  {
    field: 'logo',
    label: 'Logo',
    hint: 'Printed on the QR cards; the guest header shows it when there is no header logo',
    shape: 'banner',
  },
  {
    field: 'primaryImage',
    label: 'Header logo',
    hint: "The primary image: on top of the guest app's pages",
    shape: 'banner',
  },
  {
    field: 'secondaryImage',
    label: 'Icon',
    hint: 'The secondary image: the browser tab and home-screen icon',
    shape: 'square',
  },
];

interface Props {
  look: TBrandLook;
  /** The look as the server holds it now (after a 409 it is someone else's save). */
  latest: TBrandLook;
}

/** The brand look's form beside a phone showing guests' home and menu with it, live. */
export function BrandLookForm({ look, latest }: Props) {
  const branch = useCurrentBranch();
  const save = useSaveBrandLook();
  const [base, setBase] = useState(look);
  const [values, setValues] = useState<LookValues>(() => lookValuesOf(look));
  const [submitted, setSubmitted] = useState(false);
  const dirty = isDirty(values, base);
  const { dialogProps } = useDiscardGuard(dirty);

  const errors = submitted ? lookErrors(values) : {};
  const colors = validColors(values, lookValuesOf(base));
  const checks = brandContrastChecks(colors);
  const conflict = save.error instanceof ApiError && save.error.status === 409;
  const set = <K extends keyof LookValues>(field: K, value: LookValues[K]) => {
    if (!conflict) save.reset();
    setValues((v) => ({ ...v, [field]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(lookErrors(values)).length > 0) return;
    save.mutate(toLookBody(values, base), {
      onSuccess: (saved) => {
        setBase(saved);
        setValues(lookValuesOf(saved));
        setSubmitted(false);
      },
    });
  }

  return (
    <div className="look-layout">
      <form className="look-form" onSubmit={submit} noValidate>
        {base.theme ? null : (
          <p className="look-note">
            Guests see this brand&apos;s own stylesheet until a look is saved here.
          </p>
        )}
        <section className="look-card" aria-labelledby="look-colours">
          <h2 id="look-colours">Colours</h2>
          <div className="look-colors">
            {COLOR_FIELDS.map((field) => (
              <ColorField
                key={field}
                {...COLOR_COPY[field]}
                value={values[field]}
                shown={colors[field]}
                error={errors[field]}
                checks={checks.filter((c) => c.field === field || c.against === field)}
                suggests={checks.some((c) => c.field === field)}
                onChange={(value) => set(field, value)}
              />
            ))}
          </div>
        </section>
        <section className="look-card" aria-labelledby="look-type">
          <h2 id="look-type" className="visually-hidden">
            Type
          </h2>
          <FontPicker value={values.fontKey} onChange={(key) => set('fontKey', key)} />
        </section>
        <section className="look-card" aria-labelledby="look-pictures">
          <h2 id="look-pictures">Pictures</h2>
          <div className="look-images">
            {IMAGE_SLOTS.map(({ field, ...slot }) => (
              <ImageSlot
                key={field}
                {...slot}
                branchId={branch.id}
                value={values[field]}
                onChange={(image) => set(field, image)}
              />
            ))}
          </div>
        </section>
        {save.error ? (
          <div className="look-alert" role="alert">
            <p>{errorMessage(save.error)}</p>
            {conflict && latest.version !== base.version ? (
              <Button
                onClick={() => {
                  setBase(latest);
                  setValues(lookValuesOf(latest));
                  save.reset();
                }}
              >
                Load the saved version
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className="look-actions">
          <Button
            variant="ghost"
            disabled={!dirty || save.isPending}
            onClick={() => setValues(lookValuesOf(base))}
          >
            Undo changes
          </Button>
          <Button
            type="submit"
            variant="primary"
            busy={save.isPending}
            disabled={!dirty && !!base.theme}
          >
            Save look
          </Button>
        </div>
      </form>
      <aside className="look-aside" aria-label="Preview">
        <PhonePreview
          colors={colors}
          brandName={branch.brandName}
          images={{
            logoUrl: values.logo?.url ?? null,
            headerUrl:
              values.primaryImage?.url ?? values.logo?.url ?? values.secondaryImage?.url ?? null,
          }}
        />
      </aside>
      <DiscardDialog what="the brand look" {...dialogProps} />
    </div>
  );
}
