import { registerStrings } from '../register-strings';

/** English strings of chess videos: the player, its report, the editor's video fields. */
export const enVideos = {
  video: {
    loading: 'Loading the video…',
    failed: 'The video could not be loaded.',
    retry: 'Try again',
    login: 'Log in to watch this video.',
    premium: 'Premium',
    player: 'Video: {{title}}',
    embed: '{{provider}} player: {{title}}',
    watchOn: 'Watch on {{provider}}',
    providers: { youtube: 'YouTube', vimeo: 'Vimeo', twitch: 'Twitch' },
    report: 'Report video',
    reportTitle: 'Report this video',
    reportLead: 'Tell the moderators what is wrong with this video.',
  },
  videoEditor: {
    source: 'The video',
    fromFile: 'Upload a file',
    fromLink: 'Link a video',
    file: 'Video file (MP4 or WebM, 100 MB at most)',
    link: 'Address on YouTube, Vimeo or Twitch',
    uploading: 'Uploading… {{percent}}%',
    uploaded: 'Uploaded: {{size}} MB.',
    current: 'Now: {{what}}. Choose a file or a link to replace it.',
    currentFile: 'an uploaded file of {{size}} MB',
    premium: 'Premium: for Gold members and above',
  },
};

registerStrings(enVideos);
