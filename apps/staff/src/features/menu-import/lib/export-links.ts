import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';

// The download buttons: plain links (same-origin cookie), the server names the file.

export interface ExportLink {
  label: string;
  href: string;
}

export function exportLinks(branchId: number): { menu: ExportLink[]; template: ExportLink[] } {
  const base = CATALOGUE_ROUTES.menuExport.replace(':branchId', String(branchId));
  const link = (label: string, query: string) => ({ label, href: `${base}?${query}` });
  return {
    menu: [
      link('JSON (full backup)', 'format=json'),
      link('Excel workbook', 'format=xlsx'),
      link('CSV: items', 'format=csv&sheet=items'),
      link('CSV: sizes', 'format=csv&sheet=sizes'),
      link('CSV: add-ons', 'format=csv&sheet=addons'),
    ],
    template: [
      link('Example workbook', 'format=xlsx&template=true'),
      link('Example JSON', 'format=json&template=true'),
    ],
  };
}
