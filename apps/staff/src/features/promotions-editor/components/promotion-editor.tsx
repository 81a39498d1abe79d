import type {
  TAdminPromotion,
  TAdminPromotionGroup,
  TPromotionsAdminResponse,
} from '@tableside/shared/contract/promotions-admin';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DiscardDialog } from '../../../components/ui/discard-dialog';
import { ApiError, errorMessage } from '../../../lib/api';
import { useDiscardGuard } from '../../../lib/use-discard-guard';
import { usePromotionWrite } from '../api/use-promotion-writes';
import {
  emptyPromotion,
  fromLocalInput,
  type PromotionValues,
  promotionErrors,
  promotionValuesOf,
  serverFieldError,
  toPromotionBody,
} from '../lib/promotion-form';
import { changedFields } from '../lib/promotion-status';
import { CarouselPreview } from './carousel-preview';
import { PromotionFields } from './promotion-fields';

const FIELDS = [
  'title',
  'name',
  'description',
  'bannerUrl',
  'link',
  'linkCategoryId',
  'productIds',
  'activeFrom',
  'activeTo',
] as const;

interface Props {
  branchId: number;
  group: TAdminPromotionGroup;
  /** Absent for a new promotion. */
  promotion?: TAdminPromotion;
  choices: TPromotionsAdminResponse;
  onDone: () => void;
}

/** One promotion's form beside a live preview of its group as guests will see it. */
export function PromotionEditor({ branchId, group, promotion, choices, onDone }: Props) {
  const write = usePromotionWrite(branchId);
  const [base, setBase] = useState(promotion);
  const initial = base ? promotionValuesOf(base) : emptyPromotion();
  const [values, setValues] = useState<PromotionValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial) && !write.isSuccess;
  const { dialogProps, requestClose } = useDiscardGuard(dirty, onDone);

  const serverError = write.error ? errorMessage(write.error) : null;
  const conflict = write.error instanceof ApiError && write.error.status === 409;
  const fieldErrors = serverError ? serverFieldError<PromotionValues>(serverError, FIELDS) : {};
  const errors = { ...fieldErrors, ...(submitted ? promotionErrors(values) : {}) };
  const set = <K extends keyof PromotionValues>(field: K, value: PromotionValues[K]) => {
    if (!conflict) write.reset();
    setValues((v) => ({ ...v, [field]: value }));
  };
  // The list reloads after a 409: the saved version is there to start again from.
  const latest = promotion && group.promotions.find((p) => p.id === promotion.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(promotionErrors(values)).length > 0) return;
    const body = toPromotionBody(values);
    write.mutate(
      base
        ? {
            kind: 'updatePromotion',
            groupId: group.id,
            promotionId: base.id,
            body: { ...body, version: base.version },
          }
        : { kind: 'createPromotion', groupId: group.id, body },
      { onSuccess: onDone },
    );
  }

  // Only what the preview tile shows comes from the form.
  const draft: TAdminPromotion = {
    ...(base ?? {
      id: -1,
      groupId: group.id,
      name: '',
      description: '',
      sequence: Number.MAX_SAFE_INTEGER,
      archived: false,
      link: null,
      linkCategoryId: null,
      productIds: [],
      version: 1,
    }),
    title: values.title,
    active: values.active,
    bannerUrl: values.bannerUrl.trim() || null,
    activeFrom: fromLocalInput(values.activeFrom),
    activeTo: fromLocalInput(values.activeTo),
  };
  const previewGroup = {
    ...group,
    promotions: base
      ? group.promotions.map((p) => (p.id === base.id ? draft : p)).filter((p) => !p.archived)
      : [...group.promotions.filter((p) => !p.archived), draft],
  };

  return (
    <div className="promo-editor">
      <div className="promo-editor__form">
        <Button variant="ghost" onClick={requestClose}>
          <ArrowLeft aria-hidden="true" />
          Back to promotions
        </Button>
        <h2>{base ? `Edit ${base.title}` : `New promotion in ${group.mainHeader}`}</h2>
        <form className="promo-form" onSubmit={submit} noValidate>
          <PromotionFields
            branchId={branchId}
            values={values}
            errors={errors}
            choices={choices}
            set={set}
          />
          {serverError && Object.keys(fieldErrors).length === 0 ? (
            <div className="promo-form__alert" role="alert">
              <p>
                {serverError}
                {conflict && base && latest && latest.version !== base.version
                  ? `. Their change: ${changedFields(base, latest).join(', ') || 'order only'}.`
                  : ''}
              </p>
              {conflict && latest ? (
                <Button
                  onClick={() => {
                    setBase(latest);
                    setValues(promotionValuesOf(latest));
                    write.reset();
                  }}
                >
                  Load the saved version
                </Button>
              ) : null}
            </div>
          ) : null}
          <div className="promo-form__actions">
            <Button onClick={requestClose}>Cancel</Button>
            <Button variant="primary" type="submit" busy={write.isPending}>
              {base ? 'Save promotion' : 'Add promotion'}
            </Button>
          </div>
        </form>
      </div>
      <aside className="promo-editor__preview" aria-label="Preview">
        <h3>Preview of this group</h3>
        <CarouselPreview groups={[previewGroup]} />
      </aside>
      <DiscardDialog what="this promotion" {...dialogProps} />
    </div>
  );
}
