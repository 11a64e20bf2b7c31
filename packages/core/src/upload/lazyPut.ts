import type { PutFile } from './putFile';

/** The default PUT (XMLHttpRequest, for upload progress), loaded on the first file that is sent. */
export const lazyPut: PutFile = async (...args) => (await import('./putFile')).putWithXhr(...args);
