import type { TCreatePromotionBody } from '@tableside/shared/contract/promotions-admin';

/** The row's columns from a save (the spec's `name` is the title when left blank). */
export function promotionColumns(body: TCreatePromotionBody) {
  return {
    name: body.name === '' ? body.title : body.name,
    title: body.title,
    description: body.description,
    bannerUrl: body.bannerUrl,
    link: body.link,
    linkCategoryId: body.linkCategoryId,
    active: body.active,
    activeFrom: body.activeFrom === null ? null : new Date(body.activeFrom),
    activeTo: body.activeTo === null ? null : new Date(body.activeTo),
  };
}
