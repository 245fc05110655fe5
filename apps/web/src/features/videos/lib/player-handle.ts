/**
 * The little the page needs of a player, whatever plays the video (Vidstack
 * for YouTube, Vimeo, files and HLS; Bunny's iframe through Player.js).
 */
export interface PlayerHandle {
  /** Seconds. */
  time(): number;
  /** Seconds; 0 while unknown. */
  duration(): number;
  paused(): boolean;
  rate(): number;
  seek(seconds: number): void;
  pause(): void;
}
