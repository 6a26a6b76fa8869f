import { helpVideoInputSchema } from '@rlo/contract';
import { addHelpVideo } from '../modules/help-videos/service';
import { parseOptions, type Command } from './options';

/** Help videos are product content: the operator adds them; the portal only lists them. */
export const helpVideoCommands: Record<string, Command> = {
  'add-help-video': {
    summary: '--title T --url URL [--description D] [--locale en_US|en_FR|en_ES] [--position N]   a video on the Help videos screen',
    options: {
      title: { type: 'string' },
      url: { type: 'string' },
      description: { type: 'string' },
      locale: { type: 'string' },
      position: { type: 'string' },
    },
    async run(deps, values) {
      const input = parseOptions('add-help-video', helpVideoInputSchema, values);
      const video = await addHelpVideo(deps, input);
      return { help_video_id: video.id, title: video.title, url: video.url, locale: video.locale, position: video.position };
    },
  },
};
