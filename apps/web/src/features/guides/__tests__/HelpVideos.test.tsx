import { screen } from '@testing-library/react';
import type { HelpVideo } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { HelpVideosPage, VideoGrid } from '../components/HelpVideosPage';
import { videoEmbed } from '../utils/videoEmbed';

const video = (id: number, title: string, url: string, description: string | null = null): HelpVideo => ({ id, title, url, description, position: id, locale: 'en_US' });

describe('help videos', () => {
  it('embeds a YouTube video in a sandboxed iframe, plays a direct .mp4 in <video>, and links anything else', () => {
    renderWithProviders(
      <VideoGrid
        videos={[
          video(1, 'Reading the dashboard', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'Where each figure comes from.'),
          video(2, 'Setting goals', 'https://cdn.rlo.test/media/goals.mp4'),
          video(3, 'Webinar recording', 'https://webinars.rlo.test/session/42'),
        ]}
      />,
    );
    const frame = screen.getByTitle('Reading the dashboard');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
    expect(screen.getByText('Where each figure comes from.')).toBeInTheDocument();

    const player = screen.getByLabelText('Setting goals', { selector: 'video' });
    expect(player).toHaveAttribute('src', 'https://cdn.rlo.test/media/goals.mp4');
    expect(player).toHaveAttribute('controls');

    const webinar = screen.getByRole('article', { name: 'Webinar recording' });
    expect(webinar.querySelector('iframe, video')).toBeNull();
    expect(screen.getByRole('link', { name: /Watch the video/ })).toHaveAttribute('href', 'https://webinars.rlo.test/session/42');
  });

  it('recognises the providers and never embeds a script address', () => {
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')).toEqual({ kind: 'iframe', provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ kind: 'iframe', provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871' });
    expect(videoEmbed('https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184')).toMatchObject({ kind: 'iframe', provider: 'loom' });
    expect(videoEmbed('javascript:alert(1)')).toEqual({ kind: 'link', href: '#' });
    expect(videoEmbed('https://www.youtube.com/watch?v="><script>')).toMatchObject({ kind: 'link' });
    // A plain-http file is linked, not played inside the https page.
    expect(videoEmbed('http://cdn.rlo.test/a.mp4')).toMatchObject({ kind: 'link' });
  });

  it('shows the empty state when the operator has added no video', async () => {
    mockFetch({
      'GET /help-videos': () => jsonResponse(200, []),
    });
    renderWithProviders(<HelpVideosPage supportUrl="https://support.rlo.test" />);
    expect(await screen.findByText('No help videos yet')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'https://support.rlo.test');
  });
});
