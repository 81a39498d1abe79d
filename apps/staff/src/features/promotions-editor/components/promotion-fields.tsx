import type { TPromotionsAdminResponse } from '@tableside/shared/contract/promotions-admin';
import { LabelledField } from '../../../components/ui/labelled-field';
import type { Errors, LinkKind, PromotionValues } from '../lib/promotion-form';
import { BannerField } from './banner-field';
import { ItemPicker } from './item-picker';

interface Props {
  branchId: number;
  values: PromotionValues;
  errors: Errors<PromotionValues>;
  choices: Pick<TPromotionsAdminResponse, 'items' | 'categories'>;
  set: <K extends keyof PromotionValues>(field: K, value: PromotionValues[K]) => void;
}

const LINK_KINDS: [LinkKind, string][] = [
  ['items', 'Items'],
  ['category', 'A category'],
  ['none', 'Nothing (banner only)'],
];

/** The promotion's inputs, each with its message underneath. */
export function PromotionFields({ branchId, values, errors, choices, set }: Props) {
  return (
    <>
      <LabelledField label="Title" error={errors.title}>
        {(input) => (
          <input {...input} value={values.title} onChange={(e) => set('title', e.target.value)} />
        )}
      </LabelledField>
      <LabelledField label="Description" error={errors.description}>
        {(input) => (
          <textarea
            {...input}
            rows={3}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </LabelledField>
      <BannerField
        branchId={branchId}
        value={values.bannerUrl}
        error={errors.bannerUrl}
        onChange={(url) => set('bannerUrl', url)}
      />
      <fieldset className="promo-form__choice">
        <legend>Tapping the banner opens</legend>
        {LINK_KINDS.map(([kind, label]) => (
          <label key={kind}>
            <input
              type="radio"
              name="linkKind"
              checked={values.linkKind === kind}
              onChange={() => set('linkKind', kind)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {values.linkKind === 'items' ? (
        <ItemPicker
          items={choices.items}
          value={values.productIds}
          onChange={(ids) => set('productIds', ids)}
          error={errors.productIds}
        />
      ) : null}
      {values.linkKind === 'category' ? (
        <LabelledField label="Category" error={errors.linkCategoryId}>
          {(input) => (
            <select
              {...input}
              value={values.linkCategoryId ?? ''}
              onChange={(e) =>
                set('linkCategoryId', e.target.value === '' ? null : Number(e.target.value))
              }
            >
              <option value="">Choose a category</option>
              {choices.categories
                .filter((c) => !c.archived || c.id === values.linkCategoryId)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
            </select>
          )}
        </LabelledField>
      ) : null}
      <div className="promo-form__row">
        <LabelledField label="Shown from (optional)" error={errors.activeFrom}>
          {(input) => (
            <input
              {...input}
              type="datetime-local"
              value={values.activeFrom}
              onChange={(e) => set('activeFrom', e.target.value)}
            />
          )}
        </LabelledField>
        <LabelledField label="Shown until (optional)" error={errors.activeTo}>
          {(input) => (
            <input
              {...input}
              type="datetime-local"
              value={values.activeTo}
              onChange={(e) => set('activeTo', e.target.value)}
            />
          )}
        </LabelledField>
      </div>
      <label className="promo-form__toggle">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(e) => set('active', e.target.checked)}
        />
        Active (shown to guests in its window)
      </label>
      <LabelledField
        label="Internal name (optional)"
        error={errors.name}
        hint="Defaults to the title"
      >
        {(input) => (
          <input {...input} value={values.name} onChange={(e) => set('name', e.target.value)} />
        )}
      </LabelledField>
      <LabelledField label="External link (optional)" error={errors.link}>
        {(input) => (
          <input
            {...input}
            inputMode="url"
            value={values.link}
            onChange={(e) => set('link', e.target.value)}
          />
        )}
      </LabelledField>
    </>
  );
}
