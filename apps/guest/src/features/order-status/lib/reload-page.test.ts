import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from './reload-page';

const fakeLocation = (pathname: string, search: string) =>
  ({ pathname, search, replace: vi.fn(), reload: vi.fn() }) as unknown as Location & {
    replace: ReturnType<typeof vi.fn>;
    reload: ReturnType<typeof vi.fn>;
  };

describe('reloadPage', () => {
  it('reloads in place when the address holds no parameters', () => {
    const location = fakeLocation('/home', '');
    reloadPage(location);
    expect(location.reload).toHaveBeenCalled();
  });

  it('drops entry parameters that would select the old table again', () => {
    const location = fakeLocation('/', '?brandId=1&branchId=1&tableId=3');
    reloadPage(location);
    expect(location.replace).toHaveBeenCalledWith('/');
    expect(location.reload).not.toHaveBeenCalled();
  });
});
