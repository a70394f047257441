/**
 * What a page gets from a slow source: the answer itself when the server held it, or a promise React Router streams
 * in behind the first byte. `<Await>` renders either; a held answer needs no streamed part and no waiting boundary.
 */
export type ReadyOrStreamed<T> = T | Promise<T>;
