/**
 * Counts what the student really watched between two heartbeats (issue 17,
 * decision 0163): seconds of playback while the video plays and the page is
 * visible, and the video ranges played without a jump. A jump bigger than
 * ~2 s times the playback rate is a seek: it closes the range it ends.
 * Pure and clock-free: the hook feeds it a sample every second.
 */
export interface PlayerSample {
  /** Wall clock, ms. */
  now: number;
  /** Video position, seconds. */
  position: number;
  playing: boolean;
  visible: boolean;
  rate: number;
}

export interface MeterReading {
  played: [number, number][];
  watched: number;
}

/** Slack, in seconds of wall time, before a position change counts as a seek. */
const seekSlackSeconds = 2;
/** A gap between samples this long (a frozen tab) is not credited as playback. */
const maxGapSeconds = 5;

export class WatchMeter {
  private ranges: [number, number][] = [];
  private open: [number, number] | null = null;
  private watchedSeconds = 0;
  private last: PlayerSample | null = null;

  /** Folds one sample in. */
  sample(next: PlayerSample): void {
    const last = this.last;
    this.last = next;
    const counting = next.playing && next.visible;
    if (!last || !(last.playing && last.visible) || !counting) {
      // Playback (re)starts or stops here: a range starts at the current position.
      this.closeRange();
      if (counting) this.open = [next.position, next.position];
      return;
    }
    const wall = (next.now - last.now) / 1000;
    const moved = next.position - last.position;
    const rate = Math.max(next.rate, last.rate, 0.25);
    const seek = Math.abs(moved - wall * rate) > seekSlackSeconds * rate || wall > maxGapSeconds;
    if (seek || wall <= 0) {
      this.closeRange();
      this.open = [next.position, next.position];
      return;
    }
    this.watchedSeconds += wall;
    if (!this.open) this.open = [last.position, next.position];
    this.open[1] = Math.max(this.open[1], next.position);
  }

  private closeRange(): void {
    if (this.open && this.open[1] > this.open[0]) this.ranges.push(this.open);
    this.open = null;
  }

  /** Seconds of playback not yet sent. */
  get pendingSeconds(): number {
    return this.watchedSeconds;
  }

  /** The reading since the last take; the open range goes on from where it stopped. */
  take(): MeterReading {
    const played = [...this.ranges];
    if (this.open && this.open[1] > this.open[0]) {
      played.push([this.open[0], this.open[1]]);
      this.open = [this.open[1], this.open[1]];
    }
    const reading = {
      played: played.map(round).slice(-50),
      watched: roundTenth(this.watchedSeconds),
    };
    this.ranges = [];
    this.watchedSeconds = 0;
    return reading;
  }

  /**
   * A reading whose beat did not arrive (a flaky network) goes back in, so
   * the next beat carries it: the server's clock still caps what it credits.
   */
  giveBack(reading: MeterReading): void {
    this.ranges = [...reading.played, ...this.ranges].slice(-50);
    this.watchedSeconds = Math.min(maxCarriedSeconds, this.watchedSeconds + reading.watched);
  }
}

/** What one beat may carry (the contract's limit): older unsent seconds beyond it are dropped. */
const maxCarriedSeconds = 4 * 60;

const roundTenth = (value: number) => Math.round(value * 10) / 10;
const round = ([from, to]: [number, number]): [number, number] => [
  roundTenth(from),
  roundTenth(to),
];
