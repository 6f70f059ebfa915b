// A three-column grid of videos with name and duration (mm:ss) (spec 1 §2, 3 §2). Each video is
// a light facade until played; playing loads the video host's embedded player and tells the
// caller (documents record the play).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Schemas } from "../../api/types.ts";
import { formatDuration } from "../../i18n/dates.ts";
import "./videos.css";

type Video = Schemas["Video"];

/** The video host's embedded player for a hashed id. */
export const VIDEO_EMBED_BASE = "https://fast.wistia.net/embed/iframe/";

export function embedUrl(hashedId: string): string | null {
  return /^[A-Za-z0-9_-]{1,64}$/.test(hashedId) ? `${VIDEO_EMBED_BASE}${hashedId}?autoPlay=true` : null;
}

export function VideoGrid({ videos, onPlay }: { videos: Video[]; onPlay?: (video: Video) => void }) {
  return (
    <ul className="video-grid">
      {videos.map((v) => (
        <li key={v.hashed_id}>
          <VideoTile video={v} onPlay={onPlay} />
        </li>
      ))}
    </ul>
  );
}

function VideoTile({ video, onPlay }: { video: Video; onPlay?: (video: Video) => void }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const src = embedUrl(video.hashed_id);
  const duration = formatDuration(video.duration);
  return (
    <figure className="video">
      <div className="video__frame">
        {playing && src ? (
          <iframe src={src} title={video.name} allow="autoplay; fullscreen" allowFullScreen loading="lazy" />
        ) : (
          <button
            type="button"
            className="video__play"
            disabled={!src}
            aria-label={t("videos.play", { name: video.name, duration })}
            onClick={() => {
              setPlaying(true);
              onPlay?.(video);
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 48 48" width="48" height="48">
              <circle cx="24" cy="24" r="23" fill="rgb(0 0 0 / 55%)" />
              <path d="M19 15v18l15-9z" fill="#fff" />
            </svg>
          </button>
        )}
      </div>
      <figcaption className="video__caption">
        <span className="video__name">{video.name}</span>
        <span className="video__duration">
          <span className="visually-hidden">{t("videos.duration")} </span>
          {duration}
        </span>
      </figcaption>
    </figure>
  );
}
