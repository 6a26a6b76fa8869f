import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { EmailCountPage } from '../components/EmailCountPage';

describe('EmailCountPage (customer statistics)', () => {
  it('shows the counts with their digits grouped and each share as a percent', async () => {
    mockFetch({
      'GET /locations/3/customers-email-count': () =>
        jsonResponse(200, { location_id: 3, with_email: 12_345, without_email: 4_115, with_email_percent: 75, without_email_percent: 25 }),
    });
    renderWithProviders(<EmailCountPage locations={[{ id: 3, name: 'Downtown' }]} />);
    expect(await screen.findByTestId('email-count-3')).toHaveTextContent(
      '12,345 with e-mail (75.00%), 4,115 without (25.00%), 16,460 customers',
    );
  });
});
