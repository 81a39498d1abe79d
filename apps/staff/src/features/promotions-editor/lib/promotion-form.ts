import type {
  TAdminPromotion,
  TAdminPromotionGroup,
  TCreatePromotionGroupBody,
  TPromotionInput,
} from '@tableside/shared/contract/promotions-admin';
import { PROMOTION_LIMITS } from '@tableside/shared/contract/promotions-admin';
import type { PromotionContainerSize } from '@tableside/shared/domain/enums';

// The editor's forms as the inputs hold them (strings), their checks (the server's rules, so
// most mistakes show beside the field before a round trip) and the bodies they send.

export type LinkKind = 'items' | 'category' | 'none';

export interface PromotionValues {
  title: string;
  name: string;
  description: string;
  bannerUrl: string;
  link: string;
  linkKind: LinkKind;
  linkCategoryId: number | null;
  productIds: number[];
  active: boolean;
  /** `datetime-local` values in the browser's time zone ('' = open-ended). */
  activeFrom: string;
  activeTo: string;
}

export interface GroupValues {
  mainHeader: string;
  subHeader: string;
  containerSize: PromotionContainerSize;
}

export type Errors<T> = Partial<Record<keyof T, string>>;

const URL_RULE = /^(https?:\/\/|\/)\S*$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (browser's zone) as an instant; '' or nonsense is null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export const emptyPromotion = (): PromotionValues => ({
  title: '',
  name: '',
  description: '',
  bannerUrl: '',
  link: '',
  linkKind: 'items',
  linkCategoryId: null,
  productIds: [],
  active: true,
  activeFrom: '',
  activeTo: '',
});

export function promotionValuesOf(p: TAdminPromotion): PromotionValues {
  return {
    title: p.title,
    name: p.name === p.title ? '' : p.name,
    description: p.description,
    bannerUrl: p.bannerUrl ?? '',
    link: p.link ?? '',
    linkKind: p.linkCategoryId !== null ? 'category' : p.productIds.length > 0 ? 'items' : 'none',
    linkCategoryId: p.linkCategoryId,
    productIds: p.productIds,
    active: p.active,
    activeFrom: toLocalInput(p.activeFrom),
    activeTo: toLocalInput(p.activeTo),
  };
}

export function promotionErrors(v: PromotionValues): Errors<PromotionValues> {
  const errors: Errors<PromotionValues> = {};
  if (!v.title.trim()) errors.title = 'Enter a title';
  else if (v.title.trim().length > PROMOTION_LIMITS.title)
    errors.title = `At most ${PROMOTION_LIMITS.title} characters`;
  if (v.description.trim().length > PROMOTION_LIMITS.description)
    errors.description = `At most ${PROMOTION_LIMITS.description} characters`;
  if (!v.bannerUrl.trim()) errors.bannerUrl = 'Add a banner image URL';
  else if (!URL_RULE.test(v.bannerUrl.trim()))
    errors.bannerUrl = 'Use an http(s) address or a path starting with /';
  if (v.link.trim() && !URL_RULE.test(v.link.trim()))
    errors.link = 'Use an http(s) address or a path starting with /';
  if (v.linkKind === 'category' && v.linkCategoryId === null)
    errors.linkCategoryId = 'Choose the category to open';
  if (v.linkKind === 'items' && v.productIds.length > PROMOTION_LIMITS.items)
    errors.productIds = `At most ${PROMOTION_LIMITS.items} items`;
  const from = fromLocalInput(v.activeFrom);
  const to = fromLocalInput(v.activeTo);
  if (from && to && Date.parse(from) >= Date.parse(to)) errors.activeTo = 'Must be after the start';
  return errors;
}

export function toPromotionBody(v: PromotionValues): TPromotionInput {
  return {
    title: v.title.trim(),
    name: v.name.trim(),
    description: v.description.trim(),
    bannerUrl: v.bannerUrl.trim(),
    link: v.link.trim() || null,
    linkCategoryId: v.linkKind === 'category' ? v.linkCategoryId : null,
    productIds: v.linkKind === 'items' ? v.productIds : [],
    active: v.active,
    activeFrom: fromLocalInput(v.activeFrom),
    activeTo: fromLocalInput(v.activeTo),
  };
}

export const groupValuesOf = (g?: TAdminPromotionGroup): GroupValues => ({
  mainHeader: g?.mainHeader ?? '',
  subHeader: g?.subHeader ?? '',
  containerSize: g?.containerSize ?? 'FULL_WIDTH',
});

export function groupErrors(v: GroupValues): Errors<GroupValues> {
  const errors: Errors<GroupValues> = {};
  if (!v.mainHeader.trim()) errors.mainHeader = 'Enter a main header';
  else if (v.mainHeader.trim().length > PROMOTION_LIMITS.header)
    errors.mainHeader = `At most ${PROMOTION_LIMITS.header} characters`;
  if (v.subHeader.trim().length > PROMOTION_LIMITS.subHeader)
    errors.subHeader = `At most ${PROMOTION_LIMITS.subHeader} characters`;
  return errors;
}

export const toGroupBody = (v: GroupValues): TCreatePromotionGroupBody => ({
  mainHeader: v.mainHeader.trim(),
  subHeader: v.subHeader.trim(),
  containerSize: v.containerSize,
});

/** The server names the field first ('activeTo: must be after active from'): put it there. */
export function serverFieldError<T>(
  message: string,
  fields: readonly (keyof T & string)[],
): Errors<T> {
  const field = fields.find((f) => message.startsWith(`${f}:`) || message.startsWith(`${f}.`));
  if (!field) return {};
  return { [field]: message.slice(message.indexOf(':') + 1).trim() } as Errors<T>;
}
