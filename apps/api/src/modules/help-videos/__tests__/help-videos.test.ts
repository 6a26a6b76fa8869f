import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedOwner } from '../../accounts/service';
import { COMMANDS, UsageError } from '../../../cli/commands';
import { api, createTestApp, signIn, XHR, type TestContext } from '../../../test/app';

let ctx: TestContext;
let cookie: string;
const get = (url: string) => ctx.app.inject({ method: 'GET', url: api(url), headers: { cookie, ...XHR } });
const add = (values: Record<string, string>) => COMMANDS['add-help-video'].run(ctx.deps, values, []);

beforeAll(async () => {
  ctx = await createTestApp();
  await createVerifiedOwner(ctx.deps, { businessName: 'Video Garage', email: 'owner@video.test', password: 'secret1' });
  cookie = (await signIn(ctx.app, 'owner@video.test', 'secret1')).cookie;
});
afterAll(() => ctx.close());

describe('help videos: add-help-video command and GET /help-videos', () => {
  it('lists nothing before the operator adds a video', async () => {
    const res = await get('/help-videos');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists the added videos of the language by position, then by when they were added', async () => {
    const first = await add({ title: 'Reading the dashboard', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', position: '2' });
    expect(first).toEqual({ help_video_id: expect.any(Number), title: 'Reading the dashboard', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', locale: 'en_US', position: 2 });
    await add({ title: 'Setting goals', url: 'https://cdn.rlo.test/goals.mp4', description: 'Two minutes on coaching goals.', position: '1' });
    await add({ title: 'Mapping categories', url: 'https://vimeo.com/76979871', position: '2' });
    await add({ title: 'Lire le tableau de bord', url: 'https://www.youtube.com/watch?v=abc', locale: 'en_FR' });

    const list = (await get('/help-videos')).json();
    // position 1 first; the two at position 2 in the order they were added.
    expect(list.map((v: { title: string }) => v.title)).toEqual(['Setting goals', 'Reading the dashboard', 'Mapping categories']);
    expect(list[0]).toMatchObject({ description: 'Two minutes on coaching goals.', url: 'https://cdn.rlo.test/goals.mp4', locale: 'en_US' });
    const fr = (await get('/help-videos?locale=en_FR')).json();
    expect(fr.map((v: { title: string }) => v.title)).toEqual(['Lire le tableau de bord']);
  });

  it('gives a language without videos the English ones', async () => {
    const es = (await get('/help-videos?locale=en_ES')).json();
    expect(es.map((v: { locale: string }) => v.locale)).toEqual(['en_US', 'en_US', 'en_US']);
  });

  it('refuses bad input with a message naming the option', async () => {
    await expect(add({ title: 'x', url: 'ftp://files.test/a.mp4' })).rejects.toThrow('--url: url must be an http or https address');
    await expect(add({ url: 'https://a.test/v.mp4' })).rejects.toThrow('--title: title is required');
    await expect(add({ title: 'x', url: 'https://a.test/v.mp4', locale: 'de_DE' })).rejects.toThrow(UsageError);
    await expect(add({ title: 'x', url: 'https://a.test/v.mp4', position: '-1' })).rejects.toThrow('--position');
    expect((await get('/help-videos')).json()).toHaveLength(3);
  });
});
