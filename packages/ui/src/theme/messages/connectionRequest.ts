/** A connection request (ConnectionRequest). */
export const connectionRequestMessages = {
  label: (app: string) => `Connection request: ${app}`,
  connect: (app: string) => `Connect ${app}`,
  connected: 'Connected',
  opening: 'Opening a secure window…',
  waiting: 'Finish connecting in the window that opened.',
  popupBlocked: 'Your browser blocked the pop-up, so we will continue in this tab.',
  active: (app: string) => `${app} is connected.`,
  failed: 'The connection failed.',
  expired: 'The link expired before the connection was finished.',
  cancelled: 'The connection was cancelled.',
};
