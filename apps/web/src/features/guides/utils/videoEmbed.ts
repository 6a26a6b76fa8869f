// How the Help videos screen plays a video URL: known providers in their embedded player (an
// iframe), a direct video file in a <video>, anything else as a plain link. Provider ids are
// checked against a strict pattern so the embed address is always one we built.

export type VideoEmbed =
  | { kind: 'iframe'; provider: 'youtube' | 'vimeo' | 'loom'; src: string }
  | { kind: 'video'; src: string }
  | { kind: 'link'; href: string };

const ID = /^[A-Za-z0-9_-]{4,64}$/;
const FILE = /\.(mp4|webm|ogg|ogv|mov|m4v)$/i;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname);
  return match ? match[2] : null;
}

export function videoEmbed(raw: string): VideoEmbed {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'link', href: raw };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'link', href: '#' };
  const host = url.hostname.replace(/^www\./, '');
  const yt = youtubeId(url);
  if (yt && ID.test(yt)) return { kind: 'iframe', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)/.exec(url.pathname) : null;
  if (vimeo) return { kind: 'iframe', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  const loom = host === 'loom.com' ? /^\/(share|embed)\/([^/]+)/.exec(url.pathname) : null;
  if (loom && ID.test(loom[2])) return { kind: 'iframe', provider: 'loom', src: `https://www.loom.com/embed/${loom[2]}` };
  if (url.protocol === 'https:' && FILE.test(url.pathname)) return { kind: 'video', src: url.href };
  return { kind: 'link', href: url.href };
}
