import { screen } from '@testing-library/react';
import type { CsvUpload } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LatestUploadSummary } from '../components/LatestUploadSummary';

const upload: CsvUpload = {
  id: 7,
  location_id: 3,
  file_name: 'march.csv',
  file_size: 2048,
  state: 'running',
  interrupted: false,
  rows_total: 10_004,
  rows_read: 3_334,
  ros_total: 2_983,
  ros_sent: 1_000,
  inserted: 1_000,
  updated: 0,
  skipped: 0,
  rejected: 0,
  row_errors_total: 64,
  row_errors: [],
  created_at: '2026-11-18T15:00:00.000Z',
  updated_at: '2026-11-18T15:00:05.000Z',
  finished_at: null,
};

describe('LatestUploadSummary (what a reloaded page shows)', () => {
  it('follows an upload still running', () => {
    renderWithProviders(<LatestUploadSummary upload={upload} />);
    expect(
      screen.getByText('march.csv is being uploaded: 1,000 of 2,983 repair orders sent.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '34',
    );
  });

  it('says how to finish an interrupted upload', () => {
    renderWithProviders(<LatestUploadSummary upload={{ ...upload, interrupted: true }} />);
    expect(screen.getByTestId('csv-interrupted')).toHaveTextContent(
      'The upload of march.csv was interrupted after 1,000 of 2,983 repair orders. Choose the same file again to finish it; repair orders already stored are skipped.',
    );
  });

  it('sums up a finished upload with its report', () => {
    renderWithProviders(
      <LatestUploadSummary
        upload={{ ...upload, state: 'finished', ros_sent: 2_983, inserted: 2_982, rejected: 1 }}
      />,
    );
    expect(
      screen.getByText(/2,982 inserted, 0 updated, 0 unchanged, 1 rejected, 64 rows not stored\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download report' })).toHaveAttribute(
      'href',
      '/partners/api/locations/3/csv-uploads/7/report',
    );
    renderWithProviders(<LatestUploadSummary upload={null} />);
    expect(screen.getByText('No file uploaded yet for this location.')).toBeInTheDocument();
  });
});
