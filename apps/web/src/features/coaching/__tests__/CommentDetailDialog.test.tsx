import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachComment } from '@rlo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { CommentDetailDialog } from '../components/CommentDetailDialog';

const comment = (overrides: Partial<CoachComment> = {}): CoachComment => ({
  id: 7,
  locationId: 11,
  created: '2026-11-17T15:00:00Z',
  title: 'Average RO is slipping',
  description: 'Walk every vehicle.',
  dailySummary: false,
  monthlySummary: false,
  yearlySummary: false,
  chartGroup: 'key_indicators',
  chartType: 'average_sale_cents',
  coachName: 'Casey Coach',
  reference: null,
  kpiType: 'KPI_ONLY',
  read: false,
  commentType: null,
  ...overrides,
});

function renderDialog(shown: CoachComment) {
  return renderWithProviders(
    <CommentDetailDialog
      scope={{ partnerId: 3, locationId: 11 }}
      comment={shown}
      requester={{ name: 'Dana Owner', email: 'dana@shop.test' }}
      onOpenDashboard={vi.fn()}
      onClose={vi.fn()}
    />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CommentDetailDialog', () => {
  it('marks an unread comment read once and offers both requests', async () => {
    const read = vi.fn(() => jsonResponse(200, comment({ read: true })));
    mockFetch({ 'POST /coach_comment/read/7': read, 'GET /coaching-request/7': () => jsonResponse(200, []) });
    renderDialog(comment());
    expect(await screen.findByRole('dialog', { name: 'Average RO is slipping' })).toHaveTextContent('Casey Coach');
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    const [, url] = read.mock.calls[0] as unknown as [RequestInit, URL];
    expect(url.searchParams.get('locationId')).toBe('11');
    expect(await screen.findByRole('button', { name: 'Request a coaching call' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Request training' })).toBeEnabled();
  });

  it('does not mark a read comment again, and detects a request already made', async () => {
    const fetchMock = mockFetch({
      'GET /coaching-request/7': () =>
        jsonResponse(200, [{ id: 1, type: 'Training_Request', commentId: 7, description: null, coachName: null, chartGroup: null, chartType: null, name: 'Dana', email: 'dana@shop.test', created: '2026-11-17T16:00:00Z' }]),
    });
    renderDialog(comment({ read: true }));
    expect(await screen.findByRole('button', { name: 'Training requested' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request a coaching call' })).toBeEnabled();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/read/'))).toBe(false);
  });

  it('says the request was sent even when the server fails (it retries on its side)', async () => {
    mockFetch({
      'GET /coaching-request/7': () => jsonResponse(200, []),
      'POST /coaching-request/save': () => jsonResponse(500, { status: 500, title: '500 - Internal Server Error', message: 'boom' }),
    });
    renderDialog(comment({ read: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Request a coaching call' }));
    const request = screen.getByRole('dialog', { name: 'Request a coaching call' });
    expect(request).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your coaching call request has been sent.')).toBeInTheDocument();
  });
});
