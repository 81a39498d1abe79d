import type { TAdminPromotionGroup } from '@tableside/shared/contract/promotions-admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LabelledField } from '../../../components/ui/labelled-field';
import { errorMessage } from '../../../lib/api';
import { usePromotionWrite } from '../api/use-promotion-writes';
import {
  type GroupValues,
  groupErrors,
  groupValuesOf,
  serverFieldError,
  toGroupBody,
} from '../lib/promotion-form';

const FIELDS = ['mainHeader', 'subHeader', 'containerSize'] as const;

/** Adds a group or edits one (headers and layout); mounted per group edited. */
export function GroupFormDialog({
  branchId,
  group,
  onClose,
}: {
  branchId: number;
  group?: TAdminPromotionGroup;
  onClose: () => void;
}) {
  const write = usePromotionWrite(branchId);
  const [values, setValues] = useState<GroupValues>(() => groupValuesOf(group));
  const [submitted, setSubmitted] = useState(false);
  const serverError = write.error ? errorMessage(write.error) : null;
  const errors = {
    ...(serverError ? serverFieldError<GroupValues>(serverError, FIELDS) : {}),
    ...(submitted ? groupErrors(values) : {}),
  };
  const set = <K extends keyof GroupValues>(field: K, value: GroupValues[K]) => {
    write.reset();
    setValues((v) => ({ ...v, [field]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(groupErrors(values)).length > 0) return;
    const body = toGroupBody(values);
    write.mutate(
      group
        ? { kind: 'updateGroup', groupId: group.id, body: { ...body, version: group.version } }
        : { kind: 'createGroup', body },
      { onSuccess: onClose },
    );
  }

  return (
    <Dialog
      open
      title={group ? `Edit ${group.mainHeader}` : 'Add promotion group'}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form="promo-group-form" busy={write.isPending}>
            {group ? 'Save group' : 'Add group'}
          </Button>
        </>
      }
    >
      <form id="promo-group-form" className="promo-form" onSubmit={submit} noValidate>
        <LabelledField label="Main header" error={errors.mainHeader}>
          {(input) => (
            <input
              {...input}
              value={values.mainHeader}
              onChange={(e) => set('mainHeader', e.target.value)}
            />
          )}
        </LabelledField>
        <LabelledField label="Sub header (optional)" error={errors.subHeader}>
          {(input) => (
            <input
              {...input}
              value={values.subHeader}
              onChange={(e) => set('subHeader', e.target.value)}
            />
          )}
        </LabelledField>
        <fieldset className="promo-form__choice">
          <legend>Layout on the guest's phone</legend>
          <label>
            <input
              type="radio"
              name="containerSize"
              checked={values.containerSize === 'FULL_WIDTH'}
              onChange={() => set('containerSize', 'FULL_WIDTH')}
            />
            Carousel of full-width banners
          </label>
          <label>
            <input
              type="radio"
              name="containerSize"
              checked={values.containerSize === 'TWO_BY_TWO'}
              onChange={() => set('containerSize', 'TWO_BY_TWO')}
            />
            2 × 2 grid
          </label>
        </fieldset>
        {serverError && Object.keys(serverFieldError(serverError, FIELDS)).length === 0 ? (
          <p className="field__error" role="alert">
            {serverError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
