/**
 * How wide a catalogue card's image is drawn: the whole phone screen less the
 * page's 16 px sides, else a grid column of at most 360 px. Read by the cards
 * and by the early chunk's preload, which must say exactly the same or the
 * browser fetches the image twice. It imports nothing, like the early chunk.
 */
export const cardImageSizes = '(max-width: 767px) calc(100vw - 32px), 360px';

/** A card in a grid that turns cards into rows on a phone, its image 42 % of the row. */
export const compactCardImageSizes = '(max-width: 767px) calc(42vw - 14px), 360px';

/** A course page's header image: its 360 px column, or the phone's width less the page's and the box's sides. */
export const courseHeaderImageSizes = '(max-width: 767px) calc(100vw - 60px), 360px';
