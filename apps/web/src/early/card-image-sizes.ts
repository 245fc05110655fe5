/**
 * How wide a catalogue card's image is drawn: the whole phone screen less the
 * page's 16 px sides, else a grid column of at most 360 px. Read by the cards
 * and by the early chunk's preload, which must say exactly the same or the
 * browser fetches the image twice. It imports nothing, like the early chunk.
 */
export const cardImageSizes = '(max-width: 767px) calc(100vw - 32px), 360px';
