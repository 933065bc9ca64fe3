import type { Schemas } from '@shootbook/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { SubpackageList } from './SubpackageList';

const sub = (id: string, title: string, active = true) =>
  ({
    id,
    title,
    active,
    price: 150000,
    durationMinutes: 60,
    deliverables: '30 edited photos',
    deliveryDays: 7,
    description: '',
  }) as Schemas['Subpackage'];

function render(props: { canBook: boolean; isOwner: boolean }) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <SubpackageList
        packageId="pkg-1"
        subpackages={[sub('s1', 'One hour'), sub('s2', 'Retired', false)]}
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('sub-packages on a package page', () => {
  it('offers customers a "Book {title}" link to the booking page of each active sub-package', () => {
    const html = render({ canBook: true, isOwner: false });
    expect(html).toContain('href="/package/pkg-1/subpackage/appointment/create/s1"');
    expect(html).toContain('aria-label="Book One hour"');
    expect(html).toContain('฿1,500');
    expect(html).not.toContain('Retired');
    expect(html).not.toContain('/subpackage/edit/');
  });

  it('offers the owner "Edit" on every sub-package, inactive ones marked, and no booking', () => {
    const html = render({ canBook: false, isOwner: true });
    expect(html).toContain('href="/package/pkg-1/subpackage/edit/s1"');
    expect(html).toContain('href="/package/pkg-1/subpackage/edit/s2"');
    expect(html).toContain('Inactive');
    expect(html).not.toContain('/appointment/create/');
  });
});
