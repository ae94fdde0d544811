import { useState } from 'react';
import { Icon, LazyImage } from '@baeum/shared';
import { messages } from '../../../messages';
import { youtubeEmbed, youtubeThumbnail } from '../youtube';
import styles from './PostDetail.module.scss';

const t = messages.detail;

/**
 * A post's YouTube video: a lazy still with a play button; the player (youtube-nocookie, no
 * cookies until played) loads only when asked for, so a page of posts never loads players.
 */
export function YouTubeVideo({ id }: { id: string }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className={styles.video}>
        <iframe
          className={styles.video__frame}
          src={youtubeEmbed(id)}
          title={t.videoTitle}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <button type="button" className={styles.video} onClick={() => setPlaying(true)}>
      <LazyImage className={styles.video__still} src={youtubeThumbnail(id)} alt="" />
      <span className={styles.video__play}>
        <Icon name="youtube" size={28} />
        {t.playVideo}
      </span>
    </button>
  );
}
