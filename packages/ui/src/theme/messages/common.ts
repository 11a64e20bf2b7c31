/** Words every component shares. */
export const commonMessages = {
  close: 'Close',
  cancel: 'Cancel',
  retry: 'Try again',
  loading: 'Loading…',
  requestId: (id: string) => `Request ID: ${id}`,
  unknownError: 'Something went wrong.',
};
